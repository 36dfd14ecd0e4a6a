// What the stories make up for their own use: dates as Sri Lanka has them, words no other job
// or article holds, and a small PDF to upload as a CV.

/** The day plusDays days from today in Sri Lanka (Asia/Colombo), as YYYY-MM-DD. */
export function sriLankaDay(plusDays) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return day.toISOString().slice(0, 10);
}

/**
 * A word no other job or article has: prefix and eight random consonants, letters only, so every
 * tokenizer keeps it whole and a search for it finds only what the story wrote.
 */
export function uniqueWord(prefix) {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = prefix;
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function makePdf(text) {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

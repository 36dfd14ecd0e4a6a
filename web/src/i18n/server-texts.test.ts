import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import english from '@/i18n/locales/en/server.json';
import { inReadersWords, translateAnswer } from '@/i18n/server-texts';

/** Every Go source file of the server, but its tests. */
function goSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return goSources(path);
    return entry.name.endsWith('.go') && !entry.name.endsWith('_test.go') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the server’s messages in the reader’s words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('knows each message as the server writes it, so that a changed one is noticed here', () => {
    const server = goSources(join(process.cwd(), '..', 'internal')).join('\n');
    const messages = Object.entries(english).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    for (const [key, text] of messages) {
      // A {{value}} is a verb of Go's fmt; the throttles' 'minute' and 'minutes' are one format.
      const format = text.replace(/({{\s*count\s*}}) minutes?\.$/, '$1 minute{{s}}.').replace(/{{\s*\w+\s*}}/g, '\u0000');
      const literal = format.split('\u0000').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('%[dsq]');
      expect(new RegExp(`"${literal}"`).test(server), `${key}: "${text}" is not a message of the server`).toBe(true);
    }
    for (const word of [...Object.keys(english.what), ...Object.keys(english.status)]) expect(server, word).toContain(`"${word}"`);
  });

  it('puts a message the app knows in Sinhala or Tamil, values and plurals included', async () => {
    await setLanguage('si');
    const body = {
      success: false,
      message: 'Invalid email or password.',
      errors: [{ field: 'email', message: 'Enter a valid email address.' }, { field: 'name', message: 'A name the app does not know.' }],
    };
    await translateAnswer(body, 'si');
    expect(body.message).toBe('ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි.');
    expect(body.errors.map((item) => item.message)).toEqual(['වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න.', 'A name the app does not know.']);

    await setLanguage('ta');
    await translateAnswer({}, 'ta');
    expect(inReadersWords('Too many failed sign-in attempts. Please try again in 1 minute.', 'ta')).toBe('தோல்வியுற்ற உள்நுழைவு முயற்சிகள் மிக அதிகம். 1 நிமிடத்தில் மீண்டும் முயற்சிக்கவும்.');
    expect(inReadersWords('Too many failed sign-in attempts. Please try again in 15 minutes.', 'ta')).toBe('தோல்வியுற்ற உள்நுழைவு முயற்சிகள் மிக அதிகம். 15 நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.');
    expect(inReadersWords('You can save at most 200 jobs. Remove some saved jobs first.', 'ta')).toBe('அதிகபட்சம் 200 வேலைகளை மட்டுமே சேமிக்க முடியும். முதலில் சேமித்த சில வேலைகளை நீக்கவும்.');
    // A count the texts do not name keeps the server's words for it, inside the reader's sentence.
    expect(inReadersWords('Too many carrier pigeons. Please try again in 2 minutes.', 'ta')).toBe('carrier pigeons மிக அதிகம். 2 நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.');
    expect(inReadersWords('A message the app does not know.', 'ta')).toBe('A message the app does not know.');

    // What an employer or a job seeker meets in the pipeline and the interviews, with the values kept.
    expect(inReadersWords('This job takes applications by email, at jobs@acme.lk.', 'ta')).toBe(
      'இந்த வேலைக்கு விண்ணப்பங்கள் மின்னஞ்சல் மூலம், jobs@acme.lk என்ற முகவரிக்கு ஏற்கப்படுகின்றன.',
    );
    expect(inReadersWords('This job has been rejected, so it can no longer be changed.', 'ta')).toBe(
      'இந்த வேலை நிராகரிக்கப்பட்டது, எனவே இதை இனி மாற்ற முடியாது.',
    );
    await setLanguage('si');
    await translateAnswer({}, 'si');
    expect(inReadersWords('The application of Nimal Perera was withdrawn by the applicant and cannot be moved any more.', 'si')).toBe(
      'Nimal Perera ගේ අයදුම්පත අයදුම්කරු විසින් ඉල්ලා අස් කර ගත් බැවින් එය තවදුරටත් ගෙන යා නොහැක.',
    );
    expect(inReadersWords('That time has passed. Pick a later one, or ask for another time.', 'si')).toBe(
      'එම වේලාව ගත වී ඇත. පසු වේලාවක් තෝරන්න, නැතහොත් වෙනත් වේලාවක් ඉල්ලන්න.',
    );
    expect(inReadersWords('The request body is too large (at most 64 KB).', 'si')).toBe('යැවූ දේ විශාල වැඩියි (උපරිම 64 KB).');

    // The success messages the app shows in its toasts, and the rarer refusals of a form.
    expect(inReadersWords('Job alert created successfully', 'si')).toBe('රැකියා ඇඟවීම සාර්ථකව සාදන ලදී');
    expect(inReadersWords('You now follow Ceylon Tea Estates.', 'si')).toBe('ඔබ දැන් Ceylon Tea Estates අනුගමනය කරයි.');
    expect(inReadersWords('Answer the question “Do you have a driving licence?”: the employer requires it.', 'si')).toBe(
      '“Do you have a driving licence?” ප්‍රශ්නයට පිළිතුරු දෙන්න: සේවායෝජකයා එය ඉල්ලා සිටී.',
    );
    await setLanguage('ta');
    expect(inReadersWords('Moved 1 application.', 'ta')).toBe('1 விண்ணப்பம் நகர்த்தப்பட்டது.');
    expect(inReadersWords('Moved 12 applications.', 'ta')).toBe('12 விண்ணப்பங்கள் நகர்த்தப்பட்டன.');
    expect(inReadersWords('Reading the flyer took too long. Please try again in a minute.', 'ta')).toBe(
      'விளம்பரத்தை வாசிக்க அதிக நேரம் ஆனது. ஒரு நிமிடத்தில் மீண்டும் முயற்சிக்கவும்.',
    );
  });
});

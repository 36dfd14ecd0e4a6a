/** A fieldset of checkboxes for choosing any number of values from a list. */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  columns = 2,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  columns?: 1 | 2 | 3;
}) {
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className={`mt-2 grid grid-cols-1 gap-x-4 ${grid}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-5 shrink-0 rounded border-gray-300 accent-teal-700"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value))
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Splits what was typed into a comma separated list: trimmed, without empties or repeats. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

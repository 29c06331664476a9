/** Fills `{name}` placeholders from content, e.g. `fillTemplate("{n} of {count}", { n: 2, count: 8 })`. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A text that names a count, in the singular and the plural (content gives both). */
export interface CountTexts {
  readonly one: string;
  readonly other: string;
}

/** `one` for a count of 1, else `other`, with `{count}` filled: "1 project", "3 projects". */
export function fillCount(texts: CountTexts, count: number): string {
  return fillTemplate(count === 1 ? texts.one : texts.other, { count });
}

/** Fills `{name}` placeholders from content, e.g. `fillTemplate("{n} of {count}", { n: 2, count: 8 })`. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

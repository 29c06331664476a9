/**
 * A project's floor area, as its YAML gives it: a number and one of the units studios quote in
 * India and New York. Each unit carries its UN/CEFACT common code, the `unitCode` schema.org's
 * QuantitativeValue expects, so search engines read the figure without parsing the label.
 */
export const AREA_UNITS = ["sq ft", "m²"] as const;

export type AreaUnit = (typeof AREA_UNITS)[number];

export const AREA_UNIT_CODES: Readonly<Record<AreaUnit, string>> = {
  "sq ft": "FTK",
  "m²": "MTK",
};

export function isAreaUnit(unit: string): unit is AreaUnit {
  return (AREA_UNITS as readonly string[]).includes(unit);
}

/**
 * "1,850 sq ft": the value grouped as the site's language writes numbers (`en_GB`, the Open
 * Graph form in content/site.yaml, is read as the BCP 47 tag `en-GB`).
 */
export function formatArea(area: { value: number; unit: string }, locale: string): string {
  const number = new Intl.NumberFormat(locale.replace("_", "-")).format(area.value);
  return `${number} ${area.unit}`;
}

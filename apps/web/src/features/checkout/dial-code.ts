/** The guest's phone starts with the business country's code. A short list; others start empty. */
const CODES: Record<string, string> = {
  AE: '+971', SA: '+966', QA: '+974', KW: '+965', BH: '+973', OM: '+968', EG: '+20', JO: '+962', LB: '+961', MA: '+212',
  DZ: '+213', TN: '+216', US: '+1', CA: '+1', GB: '+44', FR: '+33', DE: '+49', IN: '+91', PK: '+92', BD: '+880', TR: '+90',
};

export const dialCode = (country: string | undefined) => (country && CODES[country.toUpperCase()]) || '';

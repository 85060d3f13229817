/**
 * UK and Canadian postcodes, read offline. No postcode gazetteer ships on npm with a licence we can use,
 * so a postcode is taken to its post town: the letters before the first digit of a UK postcode name a
 * postcode area, which Royal Mail names after its main town (B = Birmingham, LE = Leicester); the first
 * three characters of a Canadian postcode (the FSA) are mapped for the large cities only. A post town is
 * a few kilometres from most addresses in it, a minute or so of prayer time; the answer's label says
 * which town was taken (docs/volunteer.md "Locations").
 */

export const UK_POSTCODE = /\b([A-Z]{1,2})(\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i;
/** A UK outward code alone ('B1', 'LE5'), only used when the text is nothing else. */
const UK_OUTWARD_ALONE = /^([A-Z]{1,2})\d[A-Z\d]?$/i;
export const CA_POSTCODE = /\b([ABCEGHJ-NPRSTVXY]\d[A-Z])\s*(\d[A-Z]\d)\b/i;

/** Postcode area -> post town (the town it is named after). */
const UK_AREAS: Record<string, string> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HU: 'Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
};

/** Canadian FSA prefixes of the large cities (most specific first). */
const CA_PREFIXES: Array<[prefix: string, city: string, province: string]> = [
  ['M', 'Toronto', 'ON'],
  ['H', 'Montreal', 'QC'],
  ['K1', 'Ottawa', 'ON'],
  ['K2', 'Ottawa', 'ON'],
  ['L4Z', 'Mississauga', 'ON'],
  ['L5', 'Mississauga', 'ON'],
  ['L6P', 'Brampton', 'ON'],
  ['L6R', 'Brampton', 'ON'],
  ['L6S', 'Brampton', 'ON'],
  ['L6T', 'Brampton', 'ON'],
  ['L6V', 'Brampton', 'ON'],
  ['L6W', 'Brampton', 'ON'],
  ['L6X', 'Brampton', 'ON'],
  ['L6Y', 'Brampton', 'ON'],
  ['L6Z', 'Brampton', 'ON'],
  ['L7A', 'Brampton', 'ON'],
  ['L8', 'Hamilton', 'ON'],
  ['L9A', 'Hamilton', 'ON'],
  ['N6', 'London', 'ON'],
  ['N2', 'Kitchener', 'ON'],
  ['N8', 'Windsor', 'ON'],
  ['N9', 'Windsor', 'ON'],
  ['T2', 'Calgary', 'AB'],
  ['T3', 'Calgary', 'AB'],
  ['T5', 'Edmonton', 'AB'],
  ['T6', 'Edmonton', 'AB'],
  ['V5', 'Vancouver', 'BC'],
  ['V6', 'Vancouver', 'BC'],
  ['V3', 'Surrey', 'BC'],
  ['R2', 'Winnipeg', 'MB'],
  ['R3', 'Winnipeg', 'MB'],
  ['S4', 'Regina', 'SK'],
  ['S7', 'Saskatoon', 'SK'],
  ['B3', 'Halifax', 'NS'],
  ['G1', 'Quebec', 'QC'],
  ['E1', 'Moncton', 'NB'],
  ['A1', "St. John's", 'NL'],
];

export interface PostcodeTown {
  city: string;
  country: 'GB' | 'CA';
  /** Canadian province abbreviation. */
  province?: string;
  postcode: string;
}

/** The post town of the first UK or Canadian postcode in the text, if its area is known. */
export function postcodeTown(text: string): PostcodeTown | undefined {
  const canadian = CA_POSTCODE.exec(text);
  if (canadian) {
    const fsa = canadian[1]!.toUpperCase();
    const found = CA_PREFIXES.find(([prefix]) => fsa.startsWith(prefix));
    if (found)
      return { city: found[1], country: 'CA', province: found[2], postcode: `${fsa} ${canadian[2]!.toUpperCase()}` };
  }
  const british = UK_POSTCODE.exec(text) ?? UK_OUTWARD_ALONE.exec(text.trim());
  if (british) {
    const area = british[1]!.toUpperCase();
    const town = UK_AREAS[area];
    if (town) return { city: town, country: 'GB', postcode: british[0].toUpperCase() };
  }
  return undefined;
}

/** The text without its UK or Canadian postcodes ('West Midlands B1 1AA' -> 'West Midlands'). */
export function withoutPostcodes(text: string): string {
  return text
    .replace(new RegExp(CA_POSTCODE.source, 'gi'), ' ')
    .replace(new RegExp(UK_POSTCODE.source, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

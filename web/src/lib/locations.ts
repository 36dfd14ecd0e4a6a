/** The districts of Sri Lanka, in the order of the location selector (SPEC section 2). */
export const DISTRICTS = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;

export type District = (typeof DISTRICTS)[number];

/** A job's location: '' means anywhere in Sri Lanka, 'Foreign' a job abroad, else a district. */
export type LocationValue = '' | 'Foreign' | District;

export const FOREIGN = 'Foreign';

/** Every value of the location selector, in order: all of Sri Lanka, Foreign, then the districts. */
export const LOCATION_VALUES: readonly LocationValue[] = ['', FOREIGN, ...DISTRICTS];

export function isLocationValue(value: unknown): value is LocationValue {
  return typeof value === 'string' && (LOCATION_VALUES as readonly string[]).includes(value);
}

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && (DISTRICTS as readonly string[]).includes(value);
}

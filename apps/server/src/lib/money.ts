/** Money lives in integer minor units; the API shows major units as the spec's client expects. */
export const MINOR_PER_MAJOR = 100;

export function toMajor(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}

export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

import type { Faker } from '@faker-js/faker';

/**
 * The generator's dice: every random choice of the synthetic data goes through one seeded faker, so
 * the same seed gives the same data (the benchmark compares runs on it).
 */
export class Random {
  constructor(readonly faker: Faker) {}

  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.faker.number.float() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return this.faker.helpers.arrayElement(values);
  }

  weighted<T>(choices: [T, number][]): T {
    return this.faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight })));
  }

  /** `groups` groups of `size` random digits joined by `separator`. */
  digits(size: number, separator: string, groups: number): string {
    return Array.from({ length: groups }, () => this.faker.string.numeric(size)).join(separator);
  }

  mobile(): string {
    return `${this.int(6, 9)}${this.digits(9, '', 1)}`;
  }

  /** A moment of office hours (09:30 to 17:30 in India) on `day`, or at a given UTC hour. */
  instant(day: string, hourUtc?: number): string {
    const minutes = hourUtc === undefined ? this.int(4 * 60, 12 * 60 - 1) : hourUtc * 60 + this.int(0, 59);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    const ss = String(this.int(0, 59)).padStart(2, '0');
    return `${day}T${hh}:${mm}:${ss}.${String(this.int(0, 999)).padStart(3, '0')}Z`;
  }
}

/** Upper-case letters and single spaces: what every name field of the forms accepts. */
export function lettersOnly(text: string): string {
  return (
    text
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'KUMAR'
  );
}

/** A small seeded generator, so every demo install holds the same people. */
export function seeded(seed = 42) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export const FIRST_NAMES = {
  Male: ['James', 'Daniel', 'Samuel', 'David', 'Joseph', 'Peter', 'Brian', 'Kevin', 'Ahmed', 'Omar', 'Yusuf', 'Ibrahim', 'Michael', 'John', 'Paul', 'Mark', 'Eric', 'Felix', 'George', 'Henry'],
  Female: ['Mary', 'Grace', 'Faith', 'Sarah', 'Ruth', 'Esther', 'Amina', 'Fatuma', 'Halima', 'Joy', 'Mercy', 'Anne', 'Lucy', 'Agnes', 'Irene', 'Rose', 'Naomi', 'Leah', 'Zainab', 'Hope'],
} as const;

export const LAST_NAMES = [
  'Otieno', 'Wanjiru', 'Mwangi', 'Kamau', 'Achieng', 'Omondi', 'Njoroge', 'Mutua', 'Hassan', 'Abdi',
  'Mohamed', 'Ali', 'Kiptoo', 'Chebet', 'Wafula', 'Barasa', 'Nyambura', 'Karanja', 'Odhiambo', 'Auma',
  'Smith', 'Brown', 'Okafor', 'Mensah', 'Banda', 'Phiri', 'Moyo', 'Ndlovu', 'Tembo', 'Mbeki',
] as const;

export const GENDERS = ['Male', 'Female'] as const;

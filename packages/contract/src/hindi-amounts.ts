/**
 * Amounts in Hindi words, as an Indian office writes them on a receipt: 'एक लाख पच्चीस हज़ार रुपये मात्र'.
 * Hindi names every number below a hundred with its own word (इक्यावन is not 'पचास एक'), so the
 * hundred words are a table, and the rest is the Indian numbering the English words use too
 * (indian-numbering.ts): करोड़, लाख, हज़ार, सौ.
 */
import { inIndianNumbering, type NumberWords } from './indian-numbering';

// biome-ignore format: ten to a row, so that a word's place in the table is its number
const BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पंचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
] as const;

const HINDI: NumberWords = {
  belowHundred: (n) => BELOW_HUNDRED[n] ?? '',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/** 'एक लाख पच्चीस हज़ार रुपये मात्र': the amount as a Hindi receipt writes it in words. */
export function amountInHindiWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not whole rupees: ${amount}`);
  if (amount === 0) return 'शून्य रुपये मात्र';
  return `${inIndianNumbering(amount, HINDI)} ${amount === 1 ? 'रुपया' : 'रुपये'} मात्र`;
}

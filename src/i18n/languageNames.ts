import type { LanguageCode } from './languages';

/**
 * Each language's name in itself, as a member looks for it in the language list. A fixed table,
 * not the engine's Intl.DisplayNames: that loads every listed locale's data in the render that
 * lists them (the account sheet's list cost the home a long task on a cheap phone), and Chromium's
 * own data names Khmer, Burmese, Nepali and Lao in English, Tahitian by its code, and Latin-script
 * Urdu in Arabic script.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Reo Tahiti',
  UR: 'اردو',
  PT: 'Português (Portugal)',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Urdu (Roman)',
  TE: 'తెలుగు',
  RU: 'Русский',
  SW: 'Kiswahili',
  KK: 'Қазақ тілі',
  LO: 'ລາວ',
};

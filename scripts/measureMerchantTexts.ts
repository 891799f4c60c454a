/**
 * How much a browser downloads for the first screen's merchant texts (docs/i18n.md, "Merchant
 * texts"): tenants/demo.json plus 50 texts in its 5 languages of 1 to 2×N words each, published as
 * the build publishes it (operators/toolkit/servedFiles.ts: the tenant file without `texts`, and
 * one file per language beside it), gzip -9. The first screen reads the tenant file and the texts
 * of one language: their sum stays within 4 KB (measureMerchantTexts.test.ts holds it).
 *
 *     npx tsx scripts/measureMerchantTexts.ts [N=1]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { servedTenant } from '../operators/toolkit/servedFiles.ts';

/** The first screen's budget for the tenant file and one language's texts, gzip bytes. */
export const FIRST_SCREEN_TEXTS_BUDGET = 4 * 1024;

const WORDS: Record<string, string[]> = {
  EN: 'summer cup deposit bonus weekly cashback lucky draw jackpot free spins daily reward vip club tournament prize pool claim now welcome back friend invite lottery results sports match live dealer'.split(
    ' ',
  ),
  CN: '夏季 杯赛 存款 奖金 每周 返水 幸运 抽奖 头奖 免费 旋转 每日 奖励 俱乐部 锦标赛 奖池 立即 领取 欢迎 回来 好友 邀请 彩票 开奖 体育 比赛 真人 荷官'.split(
    ' ',
  ),
  VI: 'cúp mùa hè nạp tiền thưởng hàng tuần hoàn trả may mắn rút thăm giải độc đắc quay miễn phí ngày câu lạc bộ giải đấu nhận ngay chào mừng bạn bè mời xổ số kết quả thể thao trận đấu trực tiếp'.split(
    ' ',
  ),
  TH: 'ถ้วย ฤดูร้อน ฝากเงิน โบนัส รายสัปดาห์ คืนยอดเสีย โชคดี จับรางวัล แจ็คพอต ฟรีสปิน รางวัล ประจำวัน สโมสร ทัวร์นาเมนต์ เงินรางวัล รับเลย ยินดีต้อนรับ เพื่อน เชิญ หวย ผลรางวัล กีฬา การแข่งขัน สด'.split(
    ' ',
  ),
  UR: 'گرمیوں کپ جمع بونس ہفتہ وار کیش بیک خوش قسمت قرعہ اندازی جیک پاٹ مفت اسپن روزانہ انعام کلب ٹورنامنٹ انعامی رقم ابھی حاصل کریں خوش آمدید دوست دعوت لاٹری نتائج کھیل میچ لائیو'.split(
    ' ',
  ),
};

/** tenants/demo.json with 50 merchant texts (`merchant.text0` …) in its 5 languages. */
export function demoWithTexts(maxWordsHalf = 1): Record<string, unknown> {
  const demo = JSON.parse(
    readFileSync(new URL('../tenants/demo.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const texts: Record<string, Record<string, string>> = {};
  for (let i = 0; i < 50; i++) {
    const byLanguage: Record<string, string> = {};
    const len = 1 + Math.floor(rnd() * maxWordsHalf * 2);
    for (const [language, words] of Object.entries(WORDS)) {
      const out: string[] = [];
      for (let k = 0; k < len; k++) out.push(words[Math.floor(rnd() * words.length)] ?? '');
      byLanguage[language] = out.join(language === 'CN' ? '' : ' ');
    }
    texts[`merchant.text${i}`] = byLanguage;
  }
  return { ...demo, texts };
}

export interface TextsMeasure {
  /** The tenant file as published (without `texts`), gzip bytes. */
  tenantFile: number;
  /** Each language's texts file, gzip bytes. */
  languages: Record<string, number>;
  /** The tenant file and the largest language's texts: what one first screen downloads. */
  firstScreen: number;
  /** The tenant file with all the texts in it, as it was before the split. */
  unsplit: number;
  /** tenants/demo.json alone. */
  base: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

export function measureMerchantTexts(maxWordsHalf = 1): TextsMeasure {
  const tenant = demoWithTexts(maxWordsHalf);
  const served = servedTenant('demo', JSON.stringify(tenant));
  const languages: Record<string, number> = {};
  for (const [path, json] of served.texts) languages[path] = gzip(json);
  const tenantFile = gzip(served.json);
  const { texts: _texts, ...demo } = tenant;
  return {
    tenantFile,
    languages,
    firstScreen: tenantFile + Math.max(0, ...Object.values(languages)),
    unsplit: gzip(JSON.stringify(tenant)),
    base: gzip(servedTenant('demo', JSON.stringify(demo)).json),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = Number(process.argv[2] ?? 1);
  const m = measureMerchantTexts(n);
  console.log(`50 texts in 5 languages, 1 to ${n * 2} words each, gzip -9 bytes:`);
  console.log(`  tenant file (no texts)       ${m.tenantFile}   (demo alone ${m.base})`);
  for (const [path, size] of Object.entries(m.languages))
    console.log(`  ${path.padEnd(28)} ${size}`);
  console.log(
    `  first screen (file + texts)  ${m.firstScreen}   budget ${FIRST_SCREEN_TEXTS_BUDGET}; unsplit ${m.unsplit}`,
  );
}

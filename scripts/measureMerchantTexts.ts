/**
 * How big the tenant file a browser downloads for the first screen gets with merchant texts
 * (docs/i18n.md, "Merchant texts"): tenants/demo.json plus 50 texts in 5 languages of 1 to 2×N
 * words each, served as the build serves it (minified), gzip -9. Budget: 4 KB.
 *
 *     npx tsx scripts/measureMerchantTexts.ts [N=1]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { servedTenant } from '../operators/toolkit/servedFiles.ts';
const demo = JSON.parse(readFileSync(new URL('../tenants/demo.json', import.meta.url), 'utf8'));
const words: Record<string, string[]> = {
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
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const n = Number(process.argv[2] ?? 1);
const texts: Record<string, Record<string, string>> = {};
for (let i = 0; i < 50; i++) {
  const id = `merchant.text${i}`;
  texts[id] = {};
  const len = 1 + Math.floor(rnd() * n * 2);
  for (const lang of Object.keys(words)) {
    const w = words[lang]!;
    const out: string[] = [];
    for (let k = 0; k < len; k++) out.push(w[Math.floor(rnd() * w.length)]!);
    texts[id]![lang] = out.join(lang === 'CN' ? '' : ' ');
  }
}
const tenant = { ...demo, texts };
const json = servedTenant('demo', JSON.stringify(tenant)).json;
console.log(
  'words up to',
  n * 2,
  'bytes',
  json.length,
  Buffer.byteLength(json),
  'gzip',
  gzipSync(json, { level: 9 }).length,
  'base gzip',
  gzipSync(servedTenant('demo', JSON.stringify(demo)).json, { level: 9 }).length,
);

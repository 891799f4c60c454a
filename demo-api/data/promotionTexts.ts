/**
 * Promotion, category and banner titles in the demo languages: EN plus every tenant default
 * (VI, TH, UR) and CN. Other languages fall back to EN.
 */
export type PromotionTextKey =
  'WELCOME' | 'APP_DOWNLOAD' | 'LOGIN' | 'MISSION' | 'SAVIOR' | 'REFERRAL' | 'REBATE';
export type CategoryKey = 'NEW' | 'DAILY' | 'REWARDS';
export type BannerTextKey = 'APP' | 'NEWS' | 'SPIN' | 'LOTTERY' | 'SLOTS';

export interface PromotionTexts {
  categories: Record<CategoryKey, string>;
  promotions: Record<PromotionTextKey, string>;
  banners: Record<BannerTextKey, string>;
}

export const PROMOTION_TEXTS: Readonly<Record<string, PromotionTexts>> & { EN: PromotionTexts } = {
  EN: {
    categories: { NEW: 'New members', DAILY: 'Every day', REWARDS: 'Bonuses and rebates' },
    promotions: {
      WELCOME: 'Welcome bonus on your first deposit',
      APP_DOWNLOAD: 'App download reward',
      LOGIN: 'Daily sign-in reward',
      MISSION: 'Daily missions',
      SAVIOR: 'Rescue fund',
      REFERRAL: 'Invite friends',
      REBATE: 'Weekly rebate',
    },
    banners: {
      APP: 'Get the app',
      NEWS: 'What is new this week',
      SPIN: 'Lucky spin',
      LOTTERY: 'Play the lottery',
      SLOTS: 'Spin the reels',
    },
  },
  VI: {
    categories: { NEW: 'Thành viên mới', DAILY: 'Mỗi ngày', REWARDS: 'Thưởng và hoàn trả' },
    promotions: {
      WELCOME: 'Thưởng chào mừng nạp lần đầu',
      APP_DOWNLOAD: 'Thưởng tải ứng dụng',
      LOGIN: 'Thưởng điểm danh hằng ngày',
      MISSION: 'Nhiệm vụ hằng ngày',
      SAVIOR: 'Quỹ cứu trợ',
      REFERRAL: 'Mời bạn bè',
      REBATE: 'Hoàn trả hằng tuần',
    },
    banners: {
      APP: 'Tải ứng dụng',
      NEWS: 'Tin mới trong tuần',
      SPIN: 'Vòng quay may mắn',
      LOTTERY: 'Chơi xổ số',
      SLOTS: 'Quay hũ',
    },
  },
  TH: {
    categories: { NEW: 'สมาชิกใหม่', DAILY: 'ทุกวัน', REWARDS: 'โบนัสและเงินคืน' },
    promotions: {
      WELCOME: 'โบนัสต้อนรับฝากครั้งแรก',
      APP_DOWNLOAD: 'รางวัลดาวน์โหลดแอป',
      LOGIN: 'รางวัลเช็คอินรายวัน',
      MISSION: 'ภารกิจรายวัน',
      SAVIOR: 'กองทุนช่วยเหลือ',
      REFERRAL: 'ชวนเพื่อน',
      REBATE: 'เงินคืนรายสัปดาห์',
    },
    banners: {
      APP: 'ดาวน์โหลดแอป',
      NEWS: 'มีอะไรใหม่สัปดาห์นี้',
      SPIN: 'วงล้อนำโชค',
      LOTTERY: 'เล่นหวย',
      SLOTS: 'เล่นสล็อต',
    },
  },
  UR: {
    categories: { NEW: 'نئے اراکین', DAILY: 'روزانہ', REWARDS: 'بونس اور ریبیٹ' },
    promotions: {
      WELCOME: 'پہلی ڈپازٹ پر خوش آمدید بونس',
      APP_DOWNLOAD: 'ایپ ڈاؤن لوڈ انعام',
      LOGIN: 'روزانہ سائن ان انعام',
      MISSION: 'روزانہ مشن',
      SAVIOR: 'ریسکیو فنڈ',
      REFERRAL: 'دوستوں کو مدعو کریں',
      REBATE: 'ہفتہ وار ریبیٹ',
    },
    banners: {
      APP: 'ایپ حاصل کریں',
      NEWS: 'اس ہفتے کیا نیا ہے',
      SPIN: 'لکی اسپن',
      LOTTERY: 'لاٹری کھیلیں',
      SLOTS: 'سلاٹس کھیلیں',
    },
  },
  CN: {
    categories: { NEW: '新会员', DAILY: '每日', REWARDS: '奖金与返水' },
    promotions: {
      WELCOME: '首存欢迎奖金',
      APP_DOWNLOAD: '下载应用奖励',
      LOGIN: '每日签到奖励',
      MISSION: '每日任务',
      SAVIOR: '救援金',
      REFERRAL: '邀请好友',
      REBATE: '每周返水',
    },
    banners: {
      APP: '下载应用',
      NEWS: '本周新闻',
      SPIN: '幸运转盘',
      LOTTERY: '玩彩票',
      SLOTS: '玩老虎机',
    },
  },
};

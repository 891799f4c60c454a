/**
 * Announcement texts in the demo languages (EN, every tenant default, CN), with {name} (the
 * merchant) and {currency} placeholders. Other languages fall back to EN.
 */
export type AnnouncementTextKey = 'WELCOME' | 'REBATE' | 'APP' | 'MAINTENANCE';

export type AnnouncementTexts = Record<AnnouncementTextKey, { title: string; content: string }>;

export const ANNOUNCEMENT_TEXTS: Readonly<Record<string, AnnouncementTexts>> & {
  EN: AnnouncementTexts;
} = {
  EN: {
    WELCOME: {
      title: 'Welcome to {name}',
      content:
        'Welcome to {name}! Deposits in {currency} are credited at once, and support is open 24/7.',
    },
    REBATE: {
      title: 'Weekly rebate',
      content: "Every Monday, get up to 1% back on last week's play at {name}.",
    },
    APP: {
      title: 'Get the {name} app',
      content: 'Install the app for faster games and instant notifications.',
    },
    MAINTENANCE: {
      title: 'Scheduled maintenance',
      content:
        'Some games will be under maintenance on Tuesday from 02:00 to 04:00. Thank you for your patience.',
    },
  },
  VI: {
    WELCOME: {
      title: 'Chào mừng đến với {name}',
      content:
        'Chào mừng bạn đến với {name}! Tiền nạp bằng {currency} được cộng ngay, hỗ trợ trực tuyến 24/7.',
    },
    REBATE: {
      title: 'Hoàn trả hằng tuần',
      content: 'Mỗi thứ Hai, nhận lại đến 1% tiền cược tuần trước tại {name}.',
    },
    APP: {
      title: 'Tải ứng dụng {name}',
      content: 'Cài đặt ứng dụng để chơi nhanh hơn và nhận thông báo tức thì.',
    },
    MAINTENANCE: {
      title: 'Bảo trì định kỳ',
      content:
        'Một số trò chơi sẽ được bảo trì vào thứ Ba từ 02:00 đến 04:00. Cảm ơn bạn đã kiên nhẫn.',
    },
  },
  TH: {
    WELCOME: {
      title: 'ยินดีต้อนรับสู่ {name}',
      content: 'ยินดีต้อนรับสู่ {name}! ฝากเงินเป็น {currency} เข้าทันที และมีทีมงานดูแลตลอด 24 ชั่วโมง',
    },
    REBATE: {
      title: 'เงินคืนรายสัปดาห์',
      content: 'ทุกวันจันทร์ รับเงินคืนสูงสุด 1% จากยอดเล่นสัปดาห์ก่อนที่ {name}',
    },
    APP: {
      title: 'ดาวน์โหลดแอป {name}',
      content: 'ติดตั้งแอปเพื่อเล่นเกมได้เร็วขึ้นและรับการแจ้งเตือนทันที',
    },
    MAINTENANCE: {
      title: 'ปิดปรับปรุงระบบตามกำหนด',
      content: 'บางเกมจะปิดปรับปรุงในวันอังคาร เวลา 02:00 ถึง 04:00 ขออภัยในความไม่สะดวก',
    },
  },
  UR: {
    WELCOME: {
      title: '{name} میں خوش آمدید',
      content:
        '{name} میں خوش آمدید! {currency} میں ڈپازٹ فوراً جمع ہوتے ہیں اور مدد 24/7 دستیاب ہے۔',
    },
    REBATE: {
      title: 'ہفتہ وار ریبیٹ',
      content: 'ہر پیر کو {name} پر پچھلے ہفتے کے کھیل پر 1% تک واپس حاصل کریں۔',
    },
    APP: {
      title: '{name} ایپ حاصل کریں',
      content: 'تیز گیمز اور فوری اطلاعات کے لیے ایپ انسٹال کریں۔',
    },
    MAINTENANCE: {
      title: 'طے شدہ مرمت',
      content: 'کچھ گیمز منگل کو 02:00 سے 04:00 تک مرمت کے لیے بند رہیں گی۔ آپ کے صبر کا شکریہ۔',
    },
  },
  CN: {
    WELCOME: {
      title: '欢迎来到{name}',
      content: '欢迎来到{name}！{currency}存款即时到账，客服全天候在线。',
    },
    REBATE: { title: '每周返水', content: '每周一，在{name}领取上周投注最高1%的返水。' },
    APP: { title: '下载{name}应用', content: '安装应用，游戏更快，通知即时送达。' },
    MAINTENANCE: {
      title: '定期维护',
      content: '部分游戏将于周二02:00至04:00进行维护，感谢您的耐心等待。',
    },
  },
};

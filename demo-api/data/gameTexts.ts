import type { GameType } from '../../src/api/calls/games.ts';

/** Lane and category titles in the demo languages (EN, the tenant defaults, CN). */
export type GameCategoryKey =
  | 'LOTTERY'
  | 'LOTTERY_BETTING'
  | 'LOTTERY_LOBBY'
  | 'SLOTS_POPULAR'
  | 'SLOTS_NEW'
  | 'LIVE'
  | 'SPORTS'
  | 'FISH';

export interface GameTexts {
  lanes: Record<GameType, string>;
  categories: Record<GameCategoryKey, string>;
  leagues: [string, string, string];
}

export const GAME_TEXTS: Readonly<Record<string, GameTexts>> & { EN: GameTexts } = {
  EN: {
    lanes: {
      LOTTERY: 'Lottery',
      SLOTS: 'Slots',
      LIVE: 'Live casino',
      SPORTS: 'Sports',
      FISH: 'Fishing',
    },
    categories: {
      LOTTERY: 'Lottery',
      LOTTERY_BETTING: 'Quick bet',
      LOTTERY_LOBBY: 'Lottery lobby',
      SLOTS_POPULAR: 'Popular slots',
      SLOTS_NEW: 'New slots',
      LIVE: 'Live tables',
      SPORTS: 'Sportsbook',
      FISH: 'Fishing games',
    },
    leagues: ['City Football League', 'Island Cup', 'Continental Champions'],
  },
  VI: {
    lanes: {
      LOTTERY: 'Xổ số',
      SLOTS: 'Nổ hũ',
      LIVE: 'Sòng bài trực tuyến',
      SPORTS: 'Thể thao',
      FISH: 'Bắn cá',
    },
    categories: {
      LOTTERY: 'Xổ số',
      LOTTERY_BETTING: 'Cược nhanh',
      LOTTERY_LOBBY: 'Sảnh xổ số',
      SLOTS_POPULAR: 'Nổ hũ phổ biến',
      SLOTS_NEW: 'Nổ hũ mới',
      LIVE: 'Bàn chơi trực tiếp',
      SPORTS: 'Cá cược thể thao',
      FISH: 'Trò chơi bắn cá',
    },
    leagues: ['Giải bóng đá Thành phố', 'Cúp Hải Đảo', 'Giải Vô địch Châu lục'],
  },
  TH: {
    lanes: { LOTTERY: 'หวย', SLOTS: 'สล็อต', LIVE: 'คาสิโนสด', SPORTS: 'กีฬา', FISH: 'ยิงปลา' },
    categories: {
      LOTTERY: 'หวย',
      LOTTERY_BETTING: 'แทงด่วน',
      LOTTERY_LOBBY: 'ล็อบบี้หวย',
      SLOTS_POPULAR: 'สล็อตยอดนิยม',
      SLOTS_NEW: 'สล็อตใหม่',
      LIVE: 'โต๊ะสด',
      SPORTS: 'เดิมพันกีฬา',
      FISH: 'เกมยิงปลา',
    },
    leagues: ['ลีกฟุตบอลซิตี้', 'ไอส์แลนด์คัพ', 'คอนติเนนตัลแชมเปียนส์'],
  },
  UR: {
    lanes: { LOTTERY: 'لاٹری', SLOTS: 'سلاٹس', LIVE: 'لائیو کیسینو', SPORTS: 'کھیل', FISH: 'فشنگ' },
    categories: {
      LOTTERY: 'لاٹری',
      LOTTERY_BETTING: 'فوری شرط',
      LOTTERY_LOBBY: 'لاٹری لابی',
      SLOTS_POPULAR: 'مقبول سلاٹس',
      SLOTS_NEW: 'نئے سلاٹس',
      LIVE: 'لائیو میزیں',
      SPORTS: 'اسپورٹس بک',
      FISH: 'فشنگ گیمز',
    },
    leagues: ['سٹی فٹبال لیگ', 'آئی لینڈ کپ', 'کانٹی نینٹل چیمپئنز'],
  },
  CN: {
    lanes: { LOTTERY: '彩票', SLOTS: '老虎机', LIVE: '真人娱乐', SPORTS: '体育', FISH: '捕鱼' },
    categories: {
      LOTTERY: '彩票',
      LOTTERY_BETTING: '快速投注',
      LOTTERY_LOBBY: '彩票大厅',
      SLOTS_POPULAR: '热门老虎机',
      SLOTS_NEW: '新款老虎机',
      LIVE: '真人桌台',
      SPORTS: '体育投注',
      FISH: '捕鱼游戏',
    },
    leagues: ['城市足球联赛', '海岛杯', '洲际冠军赛'],
  },
};

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTenantFiles } from './checkTenants.ts';
import { formatFileLines } from './report.ts';
import { demoTenant, withChanges } from './tenantChanges.ts';
import { checkTexts, missingTexts } from './textsChecks.ts';

/** The demo tenant (EN default; EN, CN, VI, TH, UR) with a `texts` part and other changes. */
function tenantWith(texts: unknown, changes: Record<string, unknown> = {}): string {
  return `${JSON.stringify(withChanges(demoTenant(), { '/texts': texts, ...changes }), null, 2)}\n`;
}

/** 1-based line:column of the first occurrence of `needle` in `text`, counted independently. */
function at(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in the text`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** What `npm run tenants` prints for the tenant, without the file name. */
function lines(text: string): string[] {
  const [file] = checkTenantFiles([{ path: 'tenants/demo.json', text }]).files;
  return formatFileLines(file!).map((l) => l.replace(/^tenants\/demo\.json:/, ''));
}

const ALL = { EN: 'x', CN: 'x', VI: 'x', TH: 'x', UR: 'x' };

describe('merchant texts', () => {
  it('accept a merchant text in every language named by a menu label, and an override', () => {
    const text = tenantWith(
      {
        'merchant.summerCup': { ...ALL, EN: 'Summer Cup', VI: 'Cúp mùa hè' },
        'game.card.count': {
          ...ALL,
          EN: '{count, plural, one {# match} other {# matches}}',
          CN: '{count, plural, other {# 场}}',
          VI: '{count, plural, other {# trận}}',
          TH: '{count, plural, other {# แมตช์}}',
          UR: '{count, plural, one {# میچ} other {# میچ}}',
        },
      },
      { '/menu/10': { key: 'summer', type: 'LINK', label: 'merchant.summerCup', path: '/m/home' } },
    );
    expect(lines(text)).toEqual([]);
  });

  it('refuse ICU that does not parse, at the text, naming the language', () => {
    const text = tenantWith({ 'auth.login.submit': { VI: 'Đăng {nhập' } });
    expect(lines(text)).toContain(
      `${at(text, '"Đăng {nhập"')} /texts/auth.login.submit/VI: the VI text is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE at 1:6`,
    );
  });

  it('refuse an override whose placeholders or plural arguments differ from the product message', () => {
    const text = tenantWith({
      'auth.login.resendIn': { ...ALL, TH: 'Gửi lại sau {count} giây' },
      'auth.login.codeSent': { ...ALL, UR: 'کوڈ {name} کو بھیجا گیا' },
      'game.card.count': { ...ALL, CN: '{count} 个游戏' },
    });
    const product = '"Resend in {seconds, plural, one {# second} other {# seconds}}"';
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        `${at(text, '"Gửi lại')} /texts/auth.login.resendIn/TH: the TH text must take the values of the product message ${product}: {seconds} is missing; {count} is not a value the product passes`,
        `${at(text, '"کوڈ')} /texts/auth.login.codeSent/UR: the UR text must take the values of the product message "We sent a code to {mobile}.": {mobile} is missing; {name} is not a value the product passes`,
        `${at(text, '"{count} 个游戏"')} /texts/game.card.count/CN: the CN text must take the values of the product message "{count, plural, one {# game} other {# games}}": {count} is a plural in the product message, a plain value here`,
      ]),
    );
  });

  it('refuse an unknown id outside the merchant namespace, at the key, with a did-you-mean', () => {
    const text = tenantWith({ 'auth.login.submti': ALL, summerCup: ALL, 'merchant.1st': ALL });
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        `${at(text, '"auth.login.submti"')} /texts/auth.login.submti: unknown message id "auth.login.submti" (did you mean "auth.login.submit"?): not in the product's catalogues, and the merchant's own texts take ids starting with "merchant."`,
        `${at(text, '"summerCup"')} /texts/summerCup: unknown message id "summerCup": not in the product's catalogues, and the merchant's own texts take ids starting with "merchant."`,
        `${at(text, '"merchant.1st"')} /texts/merchant.1st: "merchant.1st" is not a merchant text id: after "merchant." comes a letter, then letters, digits, '_', '.' or '-'`,
      ]),
    );
  });

  it('refuse a language the merchant does not list, at its key', () => {
    const text = tenantWith({ 'auth.login.submit': { EN: 'Sign in', KO: '로그인' } });
    expect(lines(text)).toContain(
      `${at(text, '"KO"')} /texts/auth.login.submit/KO: the KO text is never shown: "KO" is not in languages.supported (EN, CN, VI, TH, UR)`,
    );
  });

  it('refuse a merchant text named nowhere, at its key', () => {
    const text = tenantWith({ 'merchant.unused': ALL });
    expect(lines(text)).toEqual([
      `${at(text, '"merchant.unused"')} /texts/merchant.unused: merchant text "merchant.unused" is named nowhere: use it as a menu entry's label or a template text (template.app_desc, login_prompt_text), or remove it`,
    ]);
  });

  it('refuse a label naming a merchant text defined in no language, at the label', () => {
    const entry = { key: 'summer', type: 'LINK', label: 'merchant.sumerCup', path: '/m/home' };
    const text = tenantWith({ 'merchant.summerCup': ALL }, { '/menu/10': entry });
    expect(lines(text)).toEqual([
      `${at(text, '"merchant.sumerCup"')} /menu/10/label: merchant text "merchant.sumerCup" is defined in no language (did you mean "merchant.summerCup"?)`,
      `${at(text, '"merchant.summerCup"')} /texts/merchant.summerCup: merchant text "merchant.summerCup" is named nowhere: use it as a menu entry's label or a template text (template.app_desc, login_prompt_text), or remove it`,
    ]);
    const alone = tenantWith({}, { '/menu/10': entry });
    expect(lines(alone)).toEqual([
      `${at(alone, '"merchant.sumerCup"')} /menu/10/label: merchant text "merchant.sumerCup" is defined in no language (add it under texts, at least in EN)`,
    ]);
  });

  it("count the template's texts that name a merchant text, in template and per language", () => {
    const texts = { 'merchant.appDesc': ALL, 'merchant.loginFirst': ALL, 'merchant.urduApp': ALL };
    const named = tenantWith(texts, {
      '/template/app_desc': 'merchant.appDesc',
      '/template/login_prompt_text': 'merchant.loginFirst',
      '/languages/texts/UR': {
        app_desc: 'merchant.urduApp',
        login_prompt_text: 'ایپ کے لیے لاگ ان کریں',
      },
    });
    expect(lines(named)).toEqual([]);
    // A template text naming a merchant text nobody wrote is refused where it is named (by line).
    const undefinedText = tenantWith(
      {},
      {
        '/template/app_desc': 'merchant.appDesc',
        '/languages/texts/VI': { login_prompt_text: 'merchant.loginFrist' },
      },
    );
    expect(lines(undefinedText)).toEqual([
      `${at(undefinedText, '"merchant.loginFrist"')} /languages/texts/VI/login_prompt_text: merchant text "merchant.loginFrist" is defined in no language (add it under texts, at least in EN)`,
      `${at(undefinedText, '"merchant.appDesc"')} /template/app_desc: merchant text "merchant.appDesc" is defined in no language (add it under texts, at least in EN)`,
    ]);
  });

  it('warn that textsLanguages is written on publishing, at its key', () => {
    const text = tenantWith({}, { '/textsLanguages': ['EN'] });
    expect(lines(text)).toEqual([
      `${at(text, '"textsLanguages"')} /textsLanguages: warning: textsLanguages is written when the file is published, from texts: the value here is replaced; leave it out`,
    ]);
  });

  it('refuse a merchant text without the default language (the bare id would show)', () => {
    const entry = { key: 'summer', type: 'LINK', label: 'merchant.summerCup', path: '/m/home' };
    const text = tenantWith({ 'merchant.summerCup': { VI: 'Cúp mùa hè' } }, { '/menu/10': entry });
    expect(lines(text)).toContain(
      `${at(text, '{\n      "VI"')} /texts/merchant.summerCup: "merchant.summerCup" has no EN text, the default language: members reading a language it lacks would see the bare id`,
    );
  });

  it('warn, without failing, for each language lacking a text the merchant defined', () => {
    const entry = { key: 'summer', type: 'LINK', label: 'merchant.summerCup', path: '/m/home' };
    const texts = {
      'merchant.summerCup': { EN: 'Summer Cup', VI: 'Cúp mùa hè', CN: '夏季杯' },
      'auth.login.submit': { ...ALL, TH: undefined, UR: 'لاگ ان' },
    };
    const text = tenantWith(JSON.parse(JSON.stringify(texts)), { '/menu/10': entry });
    const [file] = checkTenantFiles([{ path: 'tenants/demo.json', text }]).files;
    expect(file?.ok).toBe(true);
    const summer = at(text, '{\n      "EN": "Summer Cup"');
    const submit = at(text, '{\n      "EN": "x"');
    expect(lines(text)).toEqual([
      `${summer} /texts/merchant.summerCup: warning: no TH text for "merchant.summerCup": members reading TH see the EN text`,
      `${summer} /texts/merchant.summerCup: warning: no UR text for "merchant.summerCup": members reading UR see the EN text`,
      `${submit} /texts/auth.login.submit: warning: no TH text for "auth.login.submit": members reading TH see the product's text`,
    ]);
  });
});

describe('checkTexts and missingTexts on their own', () => {
  const tenant = {
    languages: { supported: ['VI', 'EN'], default: 'VI' },
    menu: [{ label: 'merchant.cup' }],
    texts: { 'merchant.cup': { VI: 'Cúp' }, 'hello.world': { EN: 'Hi {who}' } },
  };
  const catalogue = { 'hello.world': 'Hello {who}' };

  it('take the catalogue they are given', () => {
    expect(checkTexts(tenant, catalogue).filter((i) => i.severity === 'error')).toEqual([]);
    expect(checkTexts(tenant, {}).map((i) => i.message)).toContain(
      `unknown message id "hello.world": not in the product's catalogues, and the merchant's own texts take ids starting with "merchant."`,
    );
  });

  it('list the missing languages and what shows instead', () => {
    expect(missingTexts(tenant, catalogue)).toEqual([
      { id: 'merchant.cup', language: 'EN', shows: 'VI' },
      { id: 'hello.world', language: 'VI', shows: 'product' },
    ]);
  });
});

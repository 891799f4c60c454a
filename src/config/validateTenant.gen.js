// @ts-nocheck
/* eslint-disable */
// Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.
import __dep0 from 'ajv/dist/runtime/ucs2length.js';
import __dep1 from 'ajv/dist/runtime/equal.js';
('use strict');
export const validateTenant = validate20;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/tenant.schema.json',
  type: 'object',
  additionalProperties: false,
  required: [
    'schemaVersion',
    'merchantCode',
    'displayName',
    'domains',
    'flags',
    'whitelabel',
    'region',
    'languages',
    'template',
    'theme',
    'manifest',
    'menu',
    'widgets',
    'downloads',
    'customerService',
    'auth',
    'games',
  ],
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { const: 2 },
    merchantCode: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$' },
    displayName: { type: 'string', minLength: 1, maxLength: 60 },
    domains: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { $ref: 'defs.schema.json#/$defs/hostname' },
    },
    trustedLinkHosts: {
      type: 'array',
      uniqueItems: true,
      items: { $ref: 'defs.schema.json#/$defs/hostname' },
    },
    embedders: {
      type: 'array',
      uniqueItems: true,
      items: { $ref: 'defs.schema.json#/$defs/httpsOrigin' },
    },
    imageCdns: {
      type: 'array',
      uniqueItems: true,
      maxItems: 8,
      items: { $ref: 'defs.schema.json#/$defs/httpsOrigin' },
    },
    flags: { $ref: 'flags.schema.json' },
    whitelabel: { $ref: 'whitelabel.schema.json' },
    region: {
      type: 'object',
      additionalProperties: false,
      required: ['countryCode', 'countryDialingCode', 'currency', 'currencySymbol'],
      properties: {
        countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
        countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
        currency: { type: 'string', pattern: '^[A-Z]{3,4}$' },
        currencySymbol: { type: 'string', minLength: 1, maxLength: 4 },
        currencyPosition: { enum: ['before', 'after'] },
      },
    },
    languages: { $ref: 'languages.schema.json' },
    texts: { $ref: 'texts.schema.json' },
    textsLanguages: {
      type: 'array',
      readOnly: true,
      uniqueItems: true,
      items: { $ref: 'defs.schema.json#/$defs/languageCode' },
    },
    template: { $ref: 'template.schema.json' },
    theme: { $ref: 'theme.schema.json' },
    manifest: { $ref: 'manifest.schema.json' },
    menu: { $ref: 'menu.schema.json' },
    widgets: { $ref: 'widgets.schema.json' },
    downloads: { $ref: 'downloads.schema.json' },
    vipLabels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['labelId', 'labelName', 'rankLevel'],
        properties: {
          labelId: { type: 'integer', minimum: 1 },
          labelName: { type: 'string', minLength: 1, maxLength: 40 },
          rankLevel: { type: 'integer', minimum: 0, maximum: 100 },
        },
      },
    },
    customerService: { $ref: 'customer-service.schema.json' },
    captcha: { $ref: 'captcha.schema.json' },
    auth: { $ref: 'auth.schema.json' },
    push: { $ref: 'push.schema.json' },
    tracking: { $ref: 'tracking.schema.json' },
    games: { $ref: 'games.schema.json' },
    promotions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        available: {
          type: 'array',
          uniqueItems: true,
          items: { $ref: 'defs.schema.json#/$defs/promotionKey' },
        },
      },
    },
    security: {
      type: 'object',
      additionalProperties: false,
      properties: {
        frameAncestors: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: "^(https://[a-z0-9.*-]+(:[0-9]+)?|'self'|'none')$" },
        },
      },
    },
  },
};
const schema33 = {
  type: 'string',
  pattern:
    '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
  maxLength: 253,
};
const schema35 = {
  type: 'string',
  maxLength: 260,
  pattern:
    '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$',
};
const schema37 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/flags.schema.json',
  type: 'object',
  additionalProperties: false,
  required: [
    'STARTGAMEINAPP3',
    'GEETEST3',
    'GEETESTRISK3',
    'CBS3',
    'MOBILEAUTOLOGIN3',
    'PWDEXPFORCECHANGE3',
    'GOOGLELOGIN3',
    'FACEBOOKLOGIN3',
    'TWITTERLOGIN3',
    'LINELOGIN3',
    'TELEGRAMLOGIN3',
    'FIREBASECREATEACC3',
    'SSOMANUALREG3',
    'UPDATEMOBILEICC3',
  ],
  properties: {
    STARTGAMEINAPP3: { type: 'boolean' },
    GEETEST3: { type: 'boolean' },
    GEETESTRISK3: { type: 'boolean' },
    CBS3: { type: 'boolean' },
    MOBILEAUTOLOGIN3: { type: 'boolean' },
    PWDEXPFORCECHANGE3: { type: 'boolean' },
    GOOGLELOGIN3: { type: 'boolean' },
    FACEBOOKLOGIN3: { type: 'boolean' },
    TWITTERLOGIN3: { type: 'boolean' },
    LINELOGIN3: { type: 'boolean' },
    TELEGRAMLOGIN3: { type: 'boolean' },
    FIREBASECREATEACC3: { type: 'boolean' },
    SSOMANUALREG3: { type: 'boolean' },
    UPDATEMOBILEICC3: { type: 'boolean' },
  },
};
const schema38 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/whitelabel.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['flags'],
  properties: {
    defaultAffiliateCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    flags: {
      type: 'object',
      additionalProperties: false,
      properties: {
        captcha: { type: 'boolean' },
        captchaTestOff: { type: 'boolean' },
        testMode: { type: 'boolean' },
        vipBenefit: { type: 'boolean' },
        promoCode: { type: 'boolean' },
        referral: { type: 'boolean' },
        mobileVerificationOnRegister: { type: 'boolean' },
        autoRegister: { type: 'boolean' },
      },
    },
    values: {
      type: 'object',
      additionalProperties: false,
      patternProperties: {
        '^[A-Za-z][A-Za-z0-9_]{0,63}$': { type: ['boolean', 'string', 'number'] },
      },
    },
  },
};
const schema40 = {
  enum: [
    'CN',
    'EN',
    'ES',
    'HI',
    'ID',
    'JA',
    'KM',
    'KO',
    'MY',
    'TA',
    'TH',
    'TW',
    'VI',
    'TY',
    'UR',
    'PT',
    'PT-BR',
    'MS',
    'BN',
    'TR',
    'FR',
    'NE',
    'UR-LA',
    'TE',
    'RU',
    'SW',
    'KK',
    'LO',
  ],
};
const schema105 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/customer-service.schema.json',
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'path', 'csType'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 60 },
      path: { type: 'string', pattern: '^[A-Za-z0-9_-]{9,4096}$' },
      csType: { enum: ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] },
      csPosition: { type: 'integer', minimum: 0, maximum: 999 },
      labelIds: { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true },
    },
  },
};
const schema118 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/tracking.schema.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    facebookPixelId: { type: 'string', pattern: '^[0-9]{10,20}$' },
    appsFlyerWebDevKey: { type: 'string', pattern: '^[0-9a-f-]{36}$' },
    tiktokPixelId: { type: 'string', pattern: '^[A-Z0-9]{10,30}$' },
    googleTagId: { type: 'string', pattern: '^(G|AW)-[A-Z0-9]{4,16}$' },
    performanceReport: { type: 'boolean' },
  },
};
const schema119 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/games.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['lotteryLaunchVariant'],
  properties: {
    lotteryLaunchVariant: { enum: ['SEA', 'VN'] },
    lottoArea: { type: 'string', pattern: '^[A-Z]{2,8}$' },
    defaultLottoView: { enum: ['betting', 'lobby'] },
    trialLaunch: { type: 'boolean' },
    openGameIn: { enum: ['sameTab', 'newWindow'] },
  },
};
const schema73 = { enum: ['MISSION', 'LOGIN', 'SAVIOR', 'REFERRAL', 'APP_DOWNLOAD'] };
const func1 = Object.prototype.hasOwnProperty;
const func2 = __dep0.default ?? __dep0;
const func0 = __dep1.default ?? __dep1;
const pattern4 = new RegExp('^[a-z][a-z0-9-]{1,31}$', 'u');
const pattern5 = new RegExp(
  '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
  'u',
);
const pattern7 = new RegExp(
  '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$',
  'u',
);
const pattern9 = new RegExp('^[A-Za-z0-9_-]{1,32}$', 'u');
const pattern10 = new RegExp('^[A-Za-z][A-Za-z0-9_]{0,63}$', 'u');
const pattern12 = new RegExp('^[A-Z]{2}$', 'u');
const pattern13 = new RegExp('^\\+[0-9]{1,4}$', 'u');
const pattern14 = new RegExp('^[A-Z]{3,4}$', 'u');
const pattern53 = new RegExp('^[A-Za-z0-9_-]{9,4096}$', 'u');
const pattern74 = new RegExp('^[0-9]{10,20}$', 'u');
const pattern75 = new RegExp('^[0-9a-f-]{36}$', 'u');
const pattern76 = new RegExp('^[A-Z0-9]{10,30}$', 'u');
const pattern77 = new RegExp('^(G|AW)-[A-Z0-9]{4,16}$', 'u');
const pattern78 = new RegExp('^[A-Z]{2,8}$', 'u');
const pattern79 = new RegExp("^(https://[a-z0-9.*-]+(:[0-9]+)?|'self'|'none')$", 'u');
const schema39 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/languages.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['supported', 'default'],
  properties: {
    supported: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { $ref: 'defs.schema.json#/$defs/languageCode' },
    },
    default: { $ref: 'defs.schema.json#/$defs/languageCode' },
    texts: {
      type: 'object',
      additionalProperties: false,
      patternProperties: {
        '^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$':
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              app_desc: { type: 'string', maxLength: 200 },
              login_prompt_text: { type: 'string', maxLength: 200 },
            },
          },
      },
    },
  },
};
const pattern15 = new RegExp(
  '^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$',
  'u',
);
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/languages.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.supported === undefined && (missing0 = 'supported')) ||
        (data.default === undefined && (missing0 = 'default'))
      ) {
        validate22.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'supported' || key0 === 'default' || key0 === 'texts')) {
            validate22.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.supported !== undefined) {
            let data0 = data.supported;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (Array.isArray(data0)) {
                if (data0.length < 1) {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/supported',
                      schemaPath: '#/properties/supported/minItems',
                      keyword: 'minItems',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 items',
                    },
                  ];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data0.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data1 = data0[i0];
                    const _errs4 = errors;
                    if (!(
                      data1 === 'CN' ||
                      data1 === 'EN' ||
                      data1 === 'ES' ||
                      data1 === 'HI' ||
                      data1 === 'ID' ||
                      data1 === 'JA' ||
                      data1 === 'KM' ||
                      data1 === 'KO' ||
                      data1 === 'MY' ||
                      data1 === 'TA' ||
                      data1 === 'TH' ||
                      data1 === 'TW' ||
                      data1 === 'VI' ||
                      data1 === 'TY' ||
                      data1 === 'UR' ||
                      data1 === 'PT' ||
                      data1 === 'PT-BR' ||
                      data1 === 'MS' ||
                      data1 === 'BN' ||
                      data1 === 'TR' ||
                      data1 === 'FR' ||
                      data1 === 'NE' ||
                      data1 === 'UR-LA' ||
                      data1 === 'TE' ||
                      data1 === 'RU' ||
                      data1 === 'SW' ||
                      data1 === 'KK' ||
                      data1 === 'LO'
                    )) {
                      validate22.errors = [
                        {
                          instancePath: instancePath + '/supported/' + i0,
                          schemaPath: 'defs.schema.json#/$defs/languageCode/enum',
                          keyword: 'enum',
                          params: { allowedValues: schema40.enum },
                          message: 'must be equal to one of the allowed values',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs4 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                  if (valid1) {
                    let i1 = data0.length;
                    let j0;
                    if (i1 > 1) {
                      outer0: for (; i1--;) {
                        for (j0 = i1; j0--;) {
                          if (func0(data0[i1], data0[j0])) {
                            validate22.errors = [
                              {
                                instancePath: instancePath + '/supported',
                                schemaPath: '#/properties/supported/uniqueItems',
                                keyword: 'uniqueItems',
                                params: { i: i1, j: j0 },
                                message:
                                  'must NOT have duplicate items (items ## ' +
                                  j0 +
                                  ' and ' +
                                  i1 +
                                  ' are identical)',
                              },
                            ];
                            return false;
                            break outer0;
                          }
                        }
                      }
                    }
                  }
                }
              } else {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/supported',
                    schemaPath: '#/properties/supported/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.default !== undefined) {
              let data2 = data.default;
              const _errs6 = errors;
              if (!(
                data2 === 'CN' ||
                data2 === 'EN' ||
                data2 === 'ES' ||
                data2 === 'HI' ||
                data2 === 'ID' ||
                data2 === 'JA' ||
                data2 === 'KM' ||
                data2 === 'KO' ||
                data2 === 'MY' ||
                data2 === 'TA' ||
                data2 === 'TH' ||
                data2 === 'TW' ||
                data2 === 'VI' ||
                data2 === 'TY' ||
                data2 === 'UR' ||
                data2 === 'PT' ||
                data2 === 'PT-BR' ||
                data2 === 'MS' ||
                data2 === 'BN' ||
                data2 === 'TR' ||
                data2 === 'FR' ||
                data2 === 'NE' ||
                data2 === 'UR-LA' ||
                data2 === 'TE' ||
                data2 === 'RU' ||
                data2 === 'SW' ||
                data2 === 'KK' ||
                data2 === 'LO'
              )) {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/default',
                    schemaPath: 'defs.schema.json#/$defs/languageCode/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema40.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.texts !== undefined) {
                let data3 = data.texts;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                    const _errs10 = errors;
                    for (const key1 in data3) {
                      if (!pattern15.test(key1)) {
                        validate22.errors = [
                          {
                            instancePath: instancePath + '/texts',
                            schemaPath: '#/properties/texts/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key1 },
                            message: 'must NOT have additional properties',
                          },
                        ];
                        return false;
                        break;
                      }
                    }
                    if (_errs10 === errors) {
                      var valid5 = true;
                      for (const key2 in data3) {
                        if (pattern15.test(key2)) {
                          let data4 = data3[key2];
                          const _errs11 = errors;
                          if (errors === _errs11) {
                            if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                              const _errs13 = errors;
                              for (const key3 in data4) {
                                if (!(key3 === 'app_desc' || key3 === 'login_prompt_text')) {
                                  validate22.errors = [
                                    {
                                      instancePath:
                                        instancePath +
                                        '/texts/' +
                                        key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                      schemaPath:
                                        '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/additionalProperties',
                                      keyword: 'additionalProperties',
                                      params: { additionalProperty: key3 },
                                      message: 'must NOT have additional properties',
                                    },
                                  ];
                                  return false;
                                  break;
                                }
                              }
                              if (_errs13 === errors) {
                                if (data4.app_desc !== undefined) {
                                  let data5 = data4.app_desc;
                                  const _errs14 = errors;
                                  if (errors === _errs14) {
                                    if (typeof data5 === 'string') {
                                      if (func2(data5) > 200) {
                                        validate22.errors = [
                                          {
                                            instancePath:
                                              instancePath +
                                              '/texts/' +
                                              key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                                              '/app_desc',
                                            schemaPath:
                                              '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/properties/app_desc/maxLength',
                                            keyword: 'maxLength',
                                            params: { limit: 200 },
                                            message: 'must NOT have more than 200 characters',
                                          },
                                        ];
                                        return false;
                                      }
                                    } else {
                                      validate22.errors = [
                                        {
                                          instancePath:
                                            instancePath +
                                            '/texts/' +
                                            key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                                            '/app_desc',
                                          schemaPath:
                                            '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/properties/app_desc/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid6 = _errs14 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data4.login_prompt_text !== undefined) {
                                    let data6 = data4.login_prompt_text;
                                    const _errs16 = errors;
                                    if (errors === _errs16) {
                                      if (typeof data6 === 'string') {
                                        if (func2(data6) > 200) {
                                          validate22.errors = [
                                            {
                                              instancePath:
                                                instancePath +
                                                '/texts/' +
                                                key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                                                '/login_prompt_text',
                                              schemaPath:
                                                '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/properties/login_prompt_text/maxLength',
                                              keyword: 'maxLength',
                                              params: { limit: 200 },
                                              message: 'must NOT have more than 200 characters',
                                            },
                                          ];
                                          return false;
                                        }
                                      } else {
                                        validate22.errors = [
                                          {
                                            instancePath:
                                              instancePath +
                                              '/texts/' +
                                              key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                                              '/login_prompt_text',
                                            schemaPath:
                                              '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/properties/login_prompt_text/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                    var valid6 = _errs16 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                }
                              }
                            } else {
                              validate22.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/texts/' +
                                    key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                  schemaPath:
                                    '#/properties/texts/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid5 = _errs11 === errors;
                          if (!valid5) {
                            break;
                          }
                        }
                      }
                    }
                  } else {
                    validate22.errors = [
                      {
                        instancePath: instancePath + '/texts',
                        schemaPath: '#/properties/texts/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate22.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema42 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/texts.schema.json',
  type: 'object',
  additionalProperties: false,
  patternProperties: { '^[A-Za-z][A-Za-z0-9_.-]*$': { $ref: '#/$defs/text' } },
  $defs: {
    text: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      patternProperties: {
        '^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$':
          { type: 'string', minLength: 1, maxLength: 1000 },
      },
    },
  },
};
const schema43 = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  patternProperties: {
    '^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$':
      { type: 'string', minLength: 1, maxLength: 1000 },
  },
};
const pattern17 = new RegExp('^[A-Za-z][A-Za-z0-9_.-]*$', 'u');
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/texts.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      const _errs1 = errors;
      for (const key0 in data) {
        if (!pattern17.test(key0)) {
          validate24.errors = [
            {
              instancePath,
              schemaPath: '#/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key0 },
              message: 'must NOT have additional properties',
            },
          ];
          return false;
          break;
        }
      }
      if (_errs1 === errors) {
        var valid0 = true;
        for (const key1 in data) {
          if (pattern17.test(key1)) {
            let data0 = data[key1];
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
                if (Object.keys(data0).length < 1) {
                  validate24.errors = [
                    {
                      instancePath:
                        instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/$defs/text/minProperties',
                      keyword: 'minProperties',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 properties',
                    },
                  ];
                  return false;
                } else {
                  const _errs5 = errors;
                  for (const key2 in data0) {
                    if (!pattern15.test(key2)) {
                      validate24.errors = [
                        {
                          instancePath:
                            instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/$defs/text/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key2 },
                          message: 'must NOT have additional properties',
                        },
                      ];
                      return false;
                      break;
                    }
                  }
                  if (_errs5 === errors) {
                    var valid2 = true;
                    for (const key3 in data0) {
                      if (pattern15.test(key3)) {
                        let data1 = data0[key3];
                        const _errs6 = errors;
                        if (errors === _errs6) {
                          if (typeof data1 === 'string') {
                            if (func2(data1) > 1000) {
                              validate24.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/' +
                                    key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                                    '/' +
                                    key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                  schemaPath:
                                    '#/$defs/text/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/maxLength',
                                  keyword: 'maxLength',
                                  params: { limit: 1000 },
                                  message: 'must NOT have more than 1000 characters',
                                },
                              ];
                              return false;
                            } else {
                              if (func2(data1) < 1) {
                                validate24.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/' +
                                      key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                                      '/' +
                                      key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath:
                                      '#/$defs/text/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/minLength',
                                    keyword: 'minLength',
                                    params: { limit: 1 },
                                    message: 'must NOT have fewer than 1 characters',
                                  },
                                ];
                                return false;
                              }
                            }
                          } else {
                            validate24.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/' +
                                  key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                                  '/' +
                                  key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                schemaPath:
                                  '#/$defs/text/patternProperties/%5E(CN%7CEN%7CES%7CHI%7CID%7CJA%7CKM%7CKO%7CMY%7CTA%7CTH%7CTW%7CVI%7CTY%7CUR%7CPT%7CPT-BR%7CMS%7CBN%7CTR%7CFR%7CNE%7CUR-LA%7CTE%7CRU%7CSW%7CKK%7CLO)%24/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid2 = _errs6 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    }
                  }
                }
              } else {
                validate24.errors = [
                  {
                    instancePath:
                      instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/$defs/text/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
            if (!valid0) {
              break;
            }
          }
        }
      }
    } else {
      validate24.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema45 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/template.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['h5_logo', 'favicon', 'splash', 'apple_touch_icon'],
  properties: {
    h5_logo: { $ref: 'defs.schema.json#/$defs/url' },
    app_desc: { type: 'string', maxLength: 200 },
    app_background: { $ref: 'defs.schema.json#/$defs/url' },
    app_desc_font_color: { $ref: 'defs.schema.json#/$defs/color' },
    login_prompt_text: { type: 'string', maxLength: 200 },
    favicon: { $ref: 'defs.schema.json#/$defs/url' },
    splash: { $ref: 'defs.schema.json#/$defs/url' },
    pwa: { type: 'boolean' },
    desktop_app_feature: { type: 'boolean' },
    apple_touch_icon: { $ref: 'defs.schema.json#/$defs/url' },
  },
};
const schema46 = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  pattern: '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
};
const schema48 = { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' };
const pattern21 = new RegExp('^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$', 'u');
const pattern23 = new RegExp('^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$', 'u');
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/template.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.h5_logo === undefined && (missing0 = 'h5_logo')) ||
        (data.favicon === undefined && (missing0 = 'favicon')) ||
        (data.splash === undefined && (missing0 = 'splash')) ||
        (data.apple_touch_icon === undefined && (missing0 = 'apple_touch_icon'))
      ) {
        validate26.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func1.call(schema45.properties, key0)) {
            validate26.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.h5_logo !== undefined) {
            let data0 = data.h5_logo;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func2(data0) > 2048) {
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/h5_logo',
                      schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                      keyword: 'maxLength',
                      params: { limit: 2048 },
                      message: 'must NOT have more than 2048 characters',
                    },
                  ];
                  return false;
                } else {
                  if (func2(data0) < 1) {
                    validate26.errors = [
                      {
                        instancePath: instancePath + '/h5_logo',
                        schemaPath: 'defs.schema.json#/$defs/url/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  } else {
                    if (!pattern21.test(data0)) {
                      validate26.errors = [
                        {
                          instancePath: instancePath + '/h5_logo',
                          schemaPath: 'defs.schema.json#/$defs/url/pattern',
                          keyword: 'pattern',
                          params: {
                            pattern: '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                          },
                          message:
                            'must match pattern "' +
                            '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                            '"',
                        },
                      ];
                      return false;
                    }
                  }
                }
              } else {
                validate26.errors = [
                  {
                    instancePath: instancePath + '/h5_logo',
                    schemaPath: 'defs.schema.json#/$defs/url/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.app_desc !== undefined) {
              let data1 = data.app_desc;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data1 === 'string') {
                  if (func2(data1) > 200) {
                    validate26.errors = [
                      {
                        instancePath: instancePath + '/app_desc',
                        schemaPath: '#/properties/app_desc/maxLength',
                        keyword: 'maxLength',
                        params: { limit: 200 },
                        message: 'must NOT have more than 200 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/app_desc',
                      schemaPath: '#/properties/app_desc/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.app_background !== undefined) {
                let data2 = data.app_background;
                const _errs7 = errors;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data2 === 'string') {
                    if (func2(data2) > 2048) {
                      validate26.errors = [
                        {
                          instancePath: instancePath + '/app_background',
                          schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 2048 },
                          message: 'must NOT have more than 2048 characters',
                        },
                      ];
                      return false;
                    } else {
                      if (func2(data2) < 1) {
                        validate26.errors = [
                          {
                            instancePath: instancePath + '/app_background',
                            schemaPath: 'defs.schema.json#/$defs/url/minLength',
                            keyword: 'minLength',
                            params: { limit: 1 },
                            message: 'must NOT have fewer than 1 characters',
                          },
                        ];
                        return false;
                      } else {
                        if (!pattern21.test(data2)) {
                          validate26.errors = [
                            {
                              instancePath: instancePath + '/app_background',
                              schemaPath: 'defs.schema.json#/$defs/url/pattern',
                              keyword: 'pattern',
                              params: {
                                pattern: '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                              },
                              message:
                                'must match pattern "' +
                                '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                '"',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  } else {
                    validate26.errors = [
                      {
                        instancePath: instancePath + '/app_background',
                        schemaPath: 'defs.schema.json#/$defs/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.app_desc_font_color !== undefined) {
                  let data3 = data.app_desc_font_color;
                  const _errs10 = errors;
                  const _errs11 = errors;
                  if (errors === _errs11) {
                    if (typeof data3 === 'string') {
                      if (!pattern23.test(data3)) {
                        validate26.errors = [
                          {
                            instancePath: instancePath + '/app_desc_font_color',
                            schemaPath: 'defs.schema.json#/$defs/color/pattern',
                            keyword: 'pattern',
                            params: {
                              pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                            },
                            message:
                              'must match pattern "' +
                              '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                              '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate26.errors = [
                        {
                          instancePath: instancePath + '/app_desc_font_color',
                          schemaPath: 'defs.schema.json#/$defs/color/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.login_prompt_text !== undefined) {
                    let data4 = data.login_prompt_text;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (typeof data4 === 'string') {
                        if (func2(data4) > 200) {
                          validate26.errors = [
                            {
                              instancePath: instancePath + '/login_prompt_text',
                              schemaPath: '#/properties/login_prompt_text/maxLength',
                              keyword: 'maxLength',
                              params: { limit: 200 },
                              message: 'must NOT have more than 200 characters',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate26.errors = [
                          {
                            instancePath: instancePath + '/login_prompt_text',
                            schemaPath: '#/properties/login_prompt_text/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.favicon !== undefined) {
                      let data5 = data.favicon;
                      const _errs15 = errors;
                      const _errs16 = errors;
                      if (errors === _errs16) {
                        if (typeof data5 === 'string') {
                          if (func2(data5) > 2048) {
                            validate26.errors = [
                              {
                                instancePath: instancePath + '/favicon',
                                schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                keyword: 'maxLength',
                                params: { limit: 2048 },
                                message: 'must NOT have more than 2048 characters',
                              },
                            ];
                            return false;
                          } else {
                            if (func2(data5) < 1) {
                              validate26.errors = [
                                {
                                  instancePath: instancePath + '/favicon',
                                  schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                  keyword: 'minLength',
                                  params: { limit: 1 },
                                  message: 'must NOT have fewer than 1 characters',
                                },
                              ];
                              return false;
                            } else {
                              if (!pattern21.test(data5)) {
                                validate26.errors = [
                                  {
                                    instancePath: instancePath + '/favicon',
                                    schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                    keyword: 'pattern',
                                    params: {
                                      pattern:
                                        '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                    },
                                    message:
                                      'must match pattern "' +
                                      '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                      '"',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                        } else {
                          validate26.errors = [
                            {
                              instancePath: instancePath + '/favicon',
                              schemaPath: 'defs.schema.json#/$defs/url/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.splash !== undefined) {
                        let data6 = data.splash;
                        const _errs18 = errors;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (typeof data6 === 'string') {
                            if (func2(data6) > 2048) {
                              validate26.errors = [
                                {
                                  instancePath: instancePath + '/splash',
                                  schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                  keyword: 'maxLength',
                                  params: { limit: 2048 },
                                  message: 'must NOT have more than 2048 characters',
                                },
                              ];
                              return false;
                            } else {
                              if (func2(data6) < 1) {
                                validate26.errors = [
                                  {
                                    instancePath: instancePath + '/splash',
                                    schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                    keyword: 'minLength',
                                    params: { limit: 1 },
                                    message: 'must NOT have fewer than 1 characters',
                                  },
                                ];
                                return false;
                              } else {
                                if (!pattern21.test(data6)) {
                                  validate26.errors = [
                                    {
                                      instancePath: instancePath + '/splash',
                                      schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                      keyword: 'pattern',
                                      params: {
                                        pattern:
                                          '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                      },
                                      message:
                                        'must match pattern "' +
                                        '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                        '"',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                          } else {
                            validate26.errors = [
                              {
                                instancePath: instancePath + '/splash',
                                schemaPath: 'defs.schema.json#/$defs/url/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.pwa !== undefined) {
                          const _errs21 = errors;
                          if (typeof data.pwa !== 'boolean') {
                            validate26.errors = [
                              {
                                instancePath: instancePath + '/pwa',
                                schemaPath: '#/properties/pwa/type',
                                keyword: 'type',
                                params: { type: 'boolean' },
                                message: 'must be boolean',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs21 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.desktop_app_feature !== undefined) {
                            const _errs23 = errors;
                            if (typeof data.desktop_app_feature !== 'boolean') {
                              validate26.errors = [
                                {
                                  instancePath: instancePath + '/desktop_app_feature',
                                  schemaPath: '#/properties/desktop_app_feature/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid0 = _errs23 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.apple_touch_icon !== undefined) {
                              let data9 = data.apple_touch_icon;
                              const _errs25 = errors;
                              const _errs26 = errors;
                              if (errors === _errs26) {
                                if (typeof data9 === 'string') {
                                  if (func2(data9) > 2048) {
                                    validate26.errors = [
                                      {
                                        instancePath: instancePath + '/apple_touch_icon',
                                        schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                        keyword: 'maxLength',
                                        params: { limit: 2048 },
                                        message: 'must NOT have more than 2048 characters',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (func2(data9) < 1) {
                                      validate26.errors = [
                                        {
                                          instancePath: instancePath + '/apple_touch_icon',
                                          schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                          keyword: 'minLength',
                                          params: { limit: 1 },
                                          message: 'must NOT have fewer than 1 characters',
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (!pattern21.test(data9)) {
                                        validate26.errors = [
                                          {
                                            instancePath: instancePath + '/apple_touch_icon',
                                            schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                            keyword: 'pattern',
                                            params: {
                                              pattern:
                                                '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                            },
                                            message:
                                              'must match pattern "' +
                                              '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                              '"',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                } else {
                                  validate26.errors = [
                                    {
                                      instancePath: instancePath + '/apple_touch_icon',
                                      schemaPath: 'defs.schema.json#/$defs/url/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid0 = _errs25 === errors;
                            } else {
                              var valid0 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate26.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema52 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/theme.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['primary', 'onPrimary', 'background', 'surface', 'text'],
  properties: {
    primary: { $ref: 'defs.schema.json#/$defs/color' },
    onPrimary: { $ref: 'defs.schema.json#/$defs/color' },
    background: { $ref: 'defs.schema.json#/$defs/color' },
    surface: { $ref: 'defs.schema.json#/$defs/color' },
    text: { $ref: 'defs.schema.json#/$defs/color' },
    textMuted: { $ref: 'defs.schema.json#/$defs/color' },
    accent: { $ref: 'defs.schema.json#/$defs/color' },
    danger: { $ref: 'defs.schema.json#/$defs/color' },
  },
};
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/theme.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.primary === undefined && (missing0 = 'primary')) ||
        (data.onPrimary === undefined && (missing0 = 'onPrimary')) ||
        (data.background === undefined && (missing0 = 'background')) ||
        (data.surface === undefined && (missing0 = 'surface')) ||
        (data.text === undefined && (missing0 = 'text'))
      ) {
        validate28.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'primary' ||
            key0 === 'onPrimary' ||
            key0 === 'background' ||
            key0 === 'surface' ||
            key0 === 'text' ||
            key0 === 'textMuted' ||
            key0 === 'accent' ||
            key0 === 'danger'
          )) {
            validate28.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.primary !== undefined) {
            let data0 = data.primary;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (!pattern23.test(data0)) {
                  validate28.errors = [
                    {
                      instancePath: instancePath + '/primary',
                      schemaPath: 'defs.schema.json#/$defs/color/pattern',
                      keyword: 'pattern',
                      params: { pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' },
                      message:
                        'must match pattern "' +
                        '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                        '"',
                    },
                  ];
                  return false;
                }
              } else {
                validate28.errors = [
                  {
                    instancePath: instancePath + '/primary',
                    schemaPath: 'defs.schema.json#/$defs/color/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.onPrimary !== undefined) {
              let data1 = data.onPrimary;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data1 === 'string') {
                  if (!pattern23.test(data1)) {
                    validate28.errors = [
                      {
                        instancePath: instancePath + '/onPrimary',
                        schemaPath: 'defs.schema.json#/$defs/color/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' },
                        message:
                          'must match pattern "' +
                          '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                          '"',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate28.errors = [
                    {
                      instancePath: instancePath + '/onPrimary',
                      schemaPath: 'defs.schema.json#/$defs/color/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.background !== undefined) {
                let data2 = data.background;
                const _errs8 = errors;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (typeof data2 === 'string') {
                    if (!pattern23.test(data2)) {
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/background',
                          schemaPath: 'defs.schema.json#/$defs/color/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' },
                          message:
                            'must match pattern "' +
                            '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                            '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate28.errors = [
                      {
                        instancePath: instancePath + '/background',
                        schemaPath: 'defs.schema.json#/$defs/color/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.surface !== undefined) {
                  let data3 = data.surface;
                  const _errs11 = errors;
                  const _errs12 = errors;
                  if (errors === _errs12) {
                    if (typeof data3 === 'string') {
                      if (!pattern23.test(data3)) {
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/surface',
                            schemaPath: 'defs.schema.json#/$defs/color/pattern',
                            keyword: 'pattern',
                            params: {
                              pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                            },
                            message:
                              'must match pattern "' +
                              '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                              '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/surface',
                          schemaPath: 'defs.schema.json#/$defs/color/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.text !== undefined) {
                    let data4 = data.text;
                    const _errs14 = errors;
                    const _errs15 = errors;
                    if (errors === _errs15) {
                      if (typeof data4 === 'string') {
                        if (!pattern23.test(data4)) {
                          validate28.errors = [
                            {
                              instancePath: instancePath + '/text',
                              schemaPath: 'defs.schema.json#/$defs/color/pattern',
                              keyword: 'pattern',
                              params: {
                                pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                              },
                              message:
                                'must match pattern "' +
                                '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                                '"',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/text',
                            schemaPath: 'defs.schema.json#/$defs/color/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.textMuted !== undefined) {
                      let data5 = data.textMuted;
                      const _errs17 = errors;
                      const _errs18 = errors;
                      if (errors === _errs18) {
                        if (typeof data5 === 'string') {
                          if (!pattern23.test(data5)) {
                            validate28.errors = [
                              {
                                instancePath: instancePath + '/textMuted',
                                schemaPath: 'defs.schema.json#/$defs/color/pattern',
                                keyword: 'pattern',
                                params: {
                                  pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                                },
                                message:
                                  'must match pattern "' +
                                  '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                                  '"',
                              },
                            ];
                            return false;
                          }
                        } else {
                          validate28.errors = [
                            {
                              instancePath: instancePath + '/textMuted',
                              schemaPath: 'defs.schema.json#/$defs/color/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.accent !== undefined) {
                        let data6 = data.accent;
                        const _errs20 = errors;
                        const _errs21 = errors;
                        if (errors === _errs21) {
                          if (typeof data6 === 'string') {
                            if (!pattern23.test(data6)) {
                              validate28.errors = [
                                {
                                  instancePath: instancePath + '/accent',
                                  schemaPath: 'defs.schema.json#/$defs/color/pattern',
                                  keyword: 'pattern',
                                  params: {
                                    pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                                  },
                                  message:
                                    'must match pattern "' +
                                    '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                                    '"',
                                },
                              ];
                              return false;
                            }
                          } else {
                            validate28.errors = [
                              {
                                instancePath: instancePath + '/accent',
                                schemaPath: 'defs.schema.json#/$defs/color/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs20 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.danger !== undefined) {
                          let data7 = data.danger;
                          const _errs23 = errors;
                          const _errs24 = errors;
                          if (errors === _errs24) {
                            if (typeof data7 === 'string') {
                              if (!pattern23.test(data7)) {
                                validate28.errors = [
                                  {
                                    instancePath: instancePath + '/danger',
                                    schemaPath: 'defs.schema.json#/$defs/color/pattern',
                                    keyword: 'pattern',
                                    params: {
                                      pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                                    },
                                    message:
                                      'must match pattern "' +
                                      '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                                      '"',
                                  },
                                ];
                                return false;
                              }
                            } else {
                              validate28.errors = [
                                {
                                  instancePath: instancePath + '/danger',
                                  schemaPath: 'defs.schema.json#/$defs/color/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs23 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate28.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema61 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/manifest.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['short_name', 'name', 'display', 'theme_color', 'icons'],
  properties: {
    short_name: { type: 'string', minLength: 1, maxLength: 12 },
    name: { type: 'string', minLength: 1, maxLength: 45 },
    display: { enum: ['fullscreen', 'standalone', 'minimal-ui', 'browser'] },
    theme_color: { $ref: 'defs.schema.json#/$defs/color' },
    background_color: { $ref: 'defs.schema.json#/$defs/color' },
    icons: {
      type: 'object',
      additionalProperties: false,
      required: ['192', '256', '384', '512'],
      properties: {
        192: { $ref: 'defs.schema.json#/$defs/url' },
        256: { $ref: 'defs.schema.json#/$defs/url' },
        384: { $ref: 'defs.schema.json#/$defs/url' },
        512: { $ref: 'defs.schema.json#/$defs/url' },
      },
    },
    related_applications: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['platform'],
        properties: {
          platform: { enum: ['play', 'itunes', 'webapp', 'windows'] },
          url: { $ref: 'defs.schema.json#/$defs/url' },
          id: { type: 'string', minLength: 1 },
        },
      },
    },
    prefer_related_applications: { type: 'boolean' },
  },
};
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/manifest.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.short_name === undefined && (missing0 = 'short_name')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.display === undefined && (missing0 = 'display')) ||
        (data.theme_color === undefined && (missing0 = 'theme_color')) ||
        (data.icons === undefined && (missing0 = 'icons'))
      ) {
        validate30.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'short_name' ||
            key0 === 'name' ||
            key0 === 'display' ||
            key0 === 'theme_color' ||
            key0 === 'background_color' ||
            key0 === 'icons' ||
            key0 === 'related_applications' ||
            key0 === 'prefer_related_applications'
          )) {
            validate30.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.short_name !== undefined) {
            let data0 = data.short_name;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (typeof data0 === 'string') {
                if (func2(data0) > 12) {
                  validate30.errors = [
                    {
                      instancePath: instancePath + '/short_name',
                      schemaPath: '#/properties/short_name/maxLength',
                      keyword: 'maxLength',
                      params: { limit: 12 },
                      message: 'must NOT have more than 12 characters',
                    },
                  ];
                  return false;
                } else {
                  if (func2(data0) < 1) {
                    validate30.errors = [
                      {
                        instancePath: instancePath + '/short_name',
                        schemaPath: '#/properties/short_name/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                }
              } else {
                validate30.errors = [
                  {
                    instancePath: instancePath + '/short_name',
                    schemaPath: '#/properties/short_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.name !== undefined) {
              let data1 = data.name;
              const _errs4 = errors;
              if (errors === _errs4) {
                if (typeof data1 === 'string') {
                  if (func2(data1) > 45) {
                    validate30.errors = [
                      {
                        instancePath: instancePath + '/name',
                        schemaPath: '#/properties/name/maxLength',
                        keyword: 'maxLength',
                        params: { limit: 45 },
                        message: 'must NOT have more than 45 characters',
                      },
                    ];
                    return false;
                  } else {
                    if (func2(data1) < 1) {
                      validate30.errors = [
                        {
                          instancePath: instancePath + '/name',
                          schemaPath: '#/properties/name/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        },
                      ];
                      return false;
                    }
                  }
                } else {
                  validate30.errors = [
                    {
                      instancePath: instancePath + '/name',
                      schemaPath: '#/properties/name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.display !== undefined) {
                let data2 = data.display;
                const _errs6 = errors;
                if (!(
                  data2 === 'fullscreen' ||
                  data2 === 'standalone' ||
                  data2 === 'minimal-ui' ||
                  data2 === 'browser'
                )) {
                  validate30.errors = [
                    {
                      instancePath: instancePath + '/display',
                      schemaPath: '#/properties/display/enum',
                      keyword: 'enum',
                      params: { allowedValues: schema61.properties.display.enum },
                      message: 'must be equal to one of the allowed values',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.theme_color !== undefined) {
                  let data3 = data.theme_color;
                  const _errs7 = errors;
                  const _errs8 = errors;
                  if (errors === _errs8) {
                    if (typeof data3 === 'string') {
                      if (!pattern23.test(data3)) {
                        validate30.errors = [
                          {
                            instancePath: instancePath + '/theme_color',
                            schemaPath: 'defs.schema.json#/$defs/color/pattern',
                            keyword: 'pattern',
                            params: {
                              pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                            },
                            message:
                              'must match pattern "' +
                              '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                              '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate30.errors = [
                        {
                          instancePath: instancePath + '/theme_color',
                          schemaPath: 'defs.schema.json#/$defs/color/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.background_color !== undefined) {
                    let data4 = data.background_color;
                    const _errs10 = errors;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (typeof data4 === 'string') {
                        if (!pattern23.test(data4)) {
                          validate30.errors = [
                            {
                              instancePath: instancePath + '/background_color',
                              schemaPath: 'defs.schema.json#/$defs/color/pattern',
                              keyword: 'pattern',
                              params: {
                                pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
                              },
                              message:
                                'must match pattern "' +
                                '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' +
                                '"',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate30.errors = [
                          {
                            instancePath: instancePath + '/background_color',
                            schemaPath: 'defs.schema.json#/$defs/color/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.icons !== undefined) {
                      let data5 = data.icons;
                      const _errs13 = errors;
                      if (errors === _errs13) {
                        if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                          let missing1;
                          if (
                            (data5['192'] === undefined && (missing1 = '192')) ||
                            (data5['256'] === undefined && (missing1 = '256')) ||
                            (data5['384'] === undefined && (missing1 = '384')) ||
                            (data5['512'] === undefined && (missing1 = '512'))
                          ) {
                            validate30.errors = [
                              {
                                instancePath: instancePath + '/icons',
                                schemaPath: '#/properties/icons/required',
                                keyword: 'required',
                                params: { missingProperty: missing1 },
                                message: "must have required property '" + missing1 + "'",
                              },
                            ];
                            return false;
                          } else {
                            const _errs15 = errors;
                            for (const key1 in data5) {
                              if (!(
                                key1 === '192' ||
                                key1 === '256' ||
                                key1 === '384' ||
                                key1 === '512'
                              )) {
                                validate30.errors = [
                                  {
                                    instancePath: instancePath + '/icons',
                                    schemaPath: '#/properties/icons/additionalProperties',
                                    keyword: 'additionalProperties',
                                    params: { additionalProperty: key1 },
                                    message: 'must NOT have additional properties',
                                  },
                                ];
                                return false;
                                break;
                              }
                            }
                            if (_errs15 === errors) {
                              if (data5['192'] !== undefined) {
                                let data6 = data5['192'];
                                const _errs16 = errors;
                                const _errs17 = errors;
                                if (errors === _errs17) {
                                  if (typeof data6 === 'string') {
                                    if (func2(data6) > 2048) {
                                      validate30.errors = [
                                        {
                                          instancePath: instancePath + '/icons/192',
                                          schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                          keyword: 'maxLength',
                                          params: { limit: 2048 },
                                          message: 'must NOT have more than 2048 characters',
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (func2(data6) < 1) {
                                        validate30.errors = [
                                          {
                                            instancePath: instancePath + '/icons/192',
                                            schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                            keyword: 'minLength',
                                            params: { limit: 1 },
                                            message: 'must NOT have fewer than 1 characters',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (!pattern21.test(data6)) {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/icons/192',
                                              schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                              keyword: 'pattern',
                                              params: {
                                                pattern:
                                                  '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                              },
                                              message:
                                                'must match pattern "' +
                                                '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                                '"',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                  } else {
                                    validate30.errors = [
                                      {
                                        instancePath: instancePath + '/icons/192',
                                        schemaPath: 'defs.schema.json#/$defs/url/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid3 = _errs16 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data5['256'] !== undefined) {
                                  let data7 = data5['256'];
                                  const _errs19 = errors;
                                  const _errs20 = errors;
                                  if (errors === _errs20) {
                                    if (typeof data7 === 'string') {
                                      if (func2(data7) > 2048) {
                                        validate30.errors = [
                                          {
                                            instancePath: instancePath + '/icons/256',
                                            schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                            keyword: 'maxLength',
                                            params: { limit: 2048 },
                                            message: 'must NOT have more than 2048 characters',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (func2(data7) < 1) {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/icons/256',
                                              schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                              keyword: 'minLength',
                                              params: { limit: 1 },
                                              message: 'must NOT have fewer than 1 characters',
                                            },
                                          ];
                                          return false;
                                        } else {
                                          if (!pattern21.test(data7)) {
                                            validate30.errors = [
                                              {
                                                instancePath: instancePath + '/icons/256',
                                                schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                                keyword: 'pattern',
                                                params: {
                                                  pattern:
                                                    '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                                },
                                                message:
                                                  'must match pattern "' +
                                                  '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                                  '"',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                    } else {
                                      validate30.errors = [
                                        {
                                          instancePath: instancePath + '/icons/256',
                                          schemaPath: 'defs.schema.json#/$defs/url/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs19 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data5['384'] !== undefined) {
                                    let data8 = data5['384'];
                                    const _errs22 = errors;
                                    const _errs23 = errors;
                                    if (errors === _errs23) {
                                      if (typeof data8 === 'string') {
                                        if (func2(data8) > 2048) {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/icons/384',
                                              schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                              keyword: 'maxLength',
                                              params: { limit: 2048 },
                                              message: 'must NOT have more than 2048 characters',
                                            },
                                          ];
                                          return false;
                                        } else {
                                          if (func2(data8) < 1) {
                                            validate30.errors = [
                                              {
                                                instancePath: instancePath + '/icons/384',
                                                schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (!pattern21.test(data8)) {
                                              validate30.errors = [
                                                {
                                                  instancePath: instancePath + '/icons/384',
                                                  schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                                  keyword: 'pattern',
                                                  params: {
                                                    pattern:
                                                      '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                                  },
                                                  message:
                                                    'must match pattern "' +
                                                    '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                                    '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                      } else {
                                        validate30.errors = [
                                          {
                                            instancePath: instancePath + '/icons/384',
                                            schemaPath: 'defs.schema.json#/$defs/url/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                    var valid3 = _errs22 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data5['512'] !== undefined) {
                                      let data9 = data5['512'];
                                      const _errs25 = errors;
                                      const _errs26 = errors;
                                      if (errors === _errs26) {
                                        if (typeof data9 === 'string') {
                                          if (func2(data9) > 2048) {
                                            validate30.errors = [
                                              {
                                                instancePath: instancePath + '/icons/512',
                                                schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                                keyword: 'maxLength',
                                                params: { limit: 2048 },
                                                message: 'must NOT have more than 2048 characters',
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (func2(data9) < 1) {
                                              validate30.errors = [
                                                {
                                                  instancePath: instancePath + '/icons/512',
                                                  schemaPath:
                                                    'defs.schema.json#/$defs/url/minLength',
                                                  keyword: 'minLength',
                                                  params: { limit: 1 },
                                                  message: 'must NOT have fewer than 1 characters',
                                                },
                                              ];
                                              return false;
                                            } else {
                                              if (!pattern21.test(data9)) {
                                                validate30.errors = [
                                                  {
                                                    instancePath: instancePath + '/icons/512',
                                                    schemaPath:
                                                      'defs.schema.json#/$defs/url/pattern',
                                                    keyword: 'pattern',
                                                    params: {
                                                      pattern:
                                                        '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                                    },
                                                    message:
                                                      'must match pattern "' +
                                                      '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                                      '"',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                          }
                                        } else {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/icons/512',
                                              schemaPath: 'defs.schema.json#/$defs/url/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs25 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate30.errors = [
                            {
                              instancePath: instancePath + '/icons',
                              schemaPath: '#/properties/icons/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.related_applications !== undefined) {
                        let data10 = data.related_applications;
                        const _errs28 = errors;
                        if (errors === _errs28) {
                          if (Array.isArray(data10)) {
                            var valid8 = true;
                            const len0 = data10.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let data11 = data10[i0];
                              const _errs30 = errors;
                              if (errors === _errs30) {
                                if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
                                  let missing2;
                                  if (data11.platform === undefined && (missing2 = 'platform')) {
                                    validate30.errors = [
                                      {
                                        instancePath: instancePath + '/related_applications/' + i0,
                                        schemaPath:
                                          '#/properties/related_applications/items/required',
                                        keyword: 'required',
                                        params: { missingProperty: missing2 },
                                        message: "must have required property '" + missing2 + "'",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    const _errs32 = errors;
                                    for (const key2 in data11) {
                                      if (!(
                                        key2 === 'platform' ||
                                        key2 === 'url' ||
                                        key2 === 'id'
                                      )) {
                                        validate30.errors = [
                                          {
                                            instancePath:
                                              instancePath + '/related_applications/' + i0,
                                            schemaPath:
                                              '#/properties/related_applications/items/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key2 },
                                            message: 'must NOT have additional properties',
                                          },
                                        ];
                                        return false;
                                        break;
                                      }
                                    }
                                    if (_errs32 === errors) {
                                      if (data11.platform !== undefined) {
                                        let data12 = data11.platform;
                                        const _errs33 = errors;
                                        if (!(
                                          data12 === 'play' ||
                                          data12 === 'itunes' ||
                                          data12 === 'webapp' ||
                                          data12 === 'windows'
                                        )) {
                                          validate30.errors = [
                                            {
                                              instancePath:
                                                instancePath +
                                                '/related_applications/' +
                                                i0 +
                                                '/platform',
                                              schemaPath:
                                                '#/properties/related_applications/items/properties/platform/enum',
                                              keyword: 'enum',
                                              params: {
                                                allowedValues:
                                                  schema61.properties.related_applications.items
                                                    .properties.platform.enum,
                                              },
                                              message: 'must be equal to one of the allowed values',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid9 = _errs33 === errors;
                                      } else {
                                        var valid9 = true;
                                      }
                                      if (valid9) {
                                        if (data11.url !== undefined) {
                                          let data13 = data11.url;
                                          const _errs34 = errors;
                                          const _errs35 = errors;
                                          if (errors === _errs35) {
                                            if (typeof data13 === 'string') {
                                              if (func2(data13) > 2048) {
                                                validate30.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/related_applications/' +
                                                      i0 +
                                                      '/url',
                                                    schemaPath:
                                                      'defs.schema.json#/$defs/url/maxLength',
                                                    keyword: 'maxLength',
                                                    params: { limit: 2048 },
                                                    message:
                                                      'must NOT have more than 2048 characters',
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                if (func2(data13) < 1) {
                                                  validate30.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath +
                                                        '/related_applications/' +
                                                        i0 +
                                                        '/url',
                                                      schemaPath:
                                                        'defs.schema.json#/$defs/url/minLength',
                                                      keyword: 'minLength',
                                                      params: { limit: 1 },
                                                      message:
                                                        'must NOT have fewer than 1 characters',
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  if (!pattern21.test(data13)) {
                                                    validate30.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/related_applications/' +
                                                          i0 +
                                                          '/url',
                                                        schemaPath:
                                                          'defs.schema.json#/$defs/url/pattern',
                                                        keyword: 'pattern',
                                                        params: {
                                                          pattern:
                                                            '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                                        },
                                                        message:
                                                          'must match pattern "' +
                                                          '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                                          '"',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate30.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/related_applications/' +
                                                    i0 +
                                                    '/url',
                                                  schemaPath: 'defs.schema.json#/$defs/url/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid9 = _errs34 === errors;
                                        } else {
                                          var valid9 = true;
                                        }
                                        if (valid9) {
                                          if (data11.id !== undefined) {
                                            let data14 = data11.id;
                                            const _errs37 = errors;
                                            if (errors === _errs37) {
                                              if (typeof data14 === 'string') {
                                                if (func2(data14) < 1) {
                                                  validate30.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath +
                                                        '/related_applications/' +
                                                        i0 +
                                                        '/id',
                                                      schemaPath:
                                                        '#/properties/related_applications/items/properties/id/minLength',
                                                      keyword: 'minLength',
                                                      params: { limit: 1 },
                                                      message:
                                                        'must NOT have fewer than 1 characters',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              } else {
                                                validate30.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/related_applications/' +
                                                      i0 +
                                                      '/id',
                                                    schemaPath:
                                                      '#/properties/related_applications/items/properties/id/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid9 = _errs37 === errors;
                                          } else {
                                            var valid9 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate30.errors = [
                                    {
                                      instancePath: instancePath + '/related_applications/' + i0,
                                      schemaPath: '#/properties/related_applications/items/type',
                                      keyword: 'type',
                                      params: { type: 'object' },
                                      message: 'must be object',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid8 = _errs30 === errors;
                              if (!valid8) {
                                break;
                              }
                            }
                          } else {
                            validate30.errors = [
                              {
                                instancePath: instancePath + '/related_applications',
                                schemaPath: '#/properties/related_applications/type',
                                keyword: 'type',
                                params: { type: 'array' },
                                message: 'must be array',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs28 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.prefer_related_applications !== undefined) {
                          const _errs39 = errors;
                          if (typeof data.prefer_related_applications !== 'boolean') {
                            validate30.errors = [
                              {
                                instancePath: instancePath + '/prefer_related_applications',
                                schemaPath: '#/properties/prefer_related_applications/type',
                                keyword: 'type',
                                params: { type: 'boolean' },
                                message: 'must be boolean',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs39 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate30.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema69 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/menu.schema.json',
  type: 'array',
  maxItems: 40,
  items: { $ref: '#/$defs/entry' },
  $defs: {
    entry: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'type', 'label'],
      properties: {
        key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]{0,39}$' },
        type: {
          enum: [
            'VIP',
            'VIP_BENEFIT',
            'AGENT',
            'MISSION',
            'SIGN_IN',
            'RESCUE_FUND',
            'PROMO_CODE',
            'REFERRAL',
            'APP_DOWNLOAD',
            'CUSTOMER_SERVICE',
            'LINK',
          ],
        },
        label: { $ref: 'defs.schema.json#/$defs/messageId' },
        icon: { $ref: 'defs.schema.json#/$defs/url' },
        path: { type: 'string', pattern: '^/m/[A-Za-z0-9/_?=&.-]*$' },
        resourceKey: { $ref: 'defs.schema.json#/$defs/promotionKey' },
        whitelabelKey: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
        showInHomeScreen: { type: 'boolean' },
      },
    },
  },
};
const schema70 = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'type', 'label'],
  properties: {
    key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]{0,39}$' },
    type: {
      enum: [
        'VIP',
        'VIP_BENEFIT',
        'AGENT',
        'MISSION',
        'SIGN_IN',
        'RESCUE_FUND',
        'PROMO_CODE',
        'REFERRAL',
        'APP_DOWNLOAD',
        'CUSTOMER_SERVICE',
        'LINK',
      ],
    },
    label: { $ref: 'defs.schema.json#/$defs/messageId' },
    icon: { $ref: 'defs.schema.json#/$defs/url' },
    path: { type: 'string', pattern: '^/m/[A-Za-z0-9/_?=&.-]*$' },
    resourceKey: { $ref: 'defs.schema.json#/$defs/promotionKey' },
    whitelabelKey: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
    showInHomeScreen: { type: 'boolean' },
  },
};
const schema71 = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$', maxLength: 120 };
const pattern42 = new RegExp('^[a-z][a-zA-Z0-9-]{0,39}$', 'u');
const pattern45 = new RegExp('^/m/[A-Za-z0-9/_?=&.-]*$', 'u');
function validate33(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.key === undefined && (missing0 = 'key')) ||
        (data.type === undefined && (missing0 = 'type')) ||
        (data.label === undefined && (missing0 = 'label'))
      ) {
        validate33.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'key' ||
            key0 === 'type' ||
            key0 === 'label' ||
            key0 === 'icon' ||
            key0 === 'path' ||
            key0 === 'resourceKey' ||
            key0 === 'whitelabelKey' ||
            key0 === 'showInHomeScreen'
          )) {
            validate33.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.key !== undefined) {
            let data0 = data.key;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (typeof data0 === 'string') {
                if (!pattern42.test(data0)) {
                  validate33.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/pattern',
                      keyword: 'pattern',
                      params: { pattern: '^[a-z][a-zA-Z0-9-]{0,39}$' },
                      message: 'must match pattern "' + '^[a-z][a-zA-Z0-9-]{0,39}$' + '"',
                    },
                  ];
                  return false;
                }
              } else {
                validate33.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.type !== undefined) {
              let data1 = data.type;
              const _errs4 = errors;
              if (!(
                data1 === 'VIP' ||
                data1 === 'VIP_BENEFIT' ||
                data1 === 'AGENT' ||
                data1 === 'MISSION' ||
                data1 === 'SIGN_IN' ||
                data1 === 'RESCUE_FUND' ||
                data1 === 'PROMO_CODE' ||
                data1 === 'REFERRAL' ||
                data1 === 'APP_DOWNLOAD' ||
                data1 === 'CUSTOMER_SERVICE' ||
                data1 === 'LINK'
              )) {
                validate33.errors = [
                  {
                    instancePath: instancePath + '/type',
                    schemaPath: '#/properties/type/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema70.properties.type.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.label !== undefined) {
                let data2 = data.label;
                const _errs5 = errors;
                const _errs6 = errors;
                if (errors === _errs6) {
                  if (typeof data2 === 'string') {
                    if (func2(data2) > 120) {
                      validate33.errors = [
                        {
                          instancePath: instancePath + '/label',
                          schemaPath: 'defs.schema.json#/$defs/messageId/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 120 },
                          message: 'must NOT have more than 120 characters',
                        },
                      ];
                      return false;
                    } else {
                      if (!pattern17.test(data2)) {
                        validate33.errors = [
                          {
                            instancePath: instancePath + '/label',
                            schemaPath: 'defs.schema.json#/$defs/messageId/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' },
                            message: 'must match pattern "' + '^[A-Za-z][A-Za-z0-9_.-]*$' + '"',
                          },
                        ];
                        return false;
                      }
                    }
                  } else {
                    validate33.errors = [
                      {
                        instancePath: instancePath + '/label',
                        schemaPath: 'defs.schema.json#/$defs/messageId/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.icon !== undefined) {
                  let data3 = data.icon;
                  const _errs8 = errors;
                  const _errs9 = errors;
                  if (errors === _errs9) {
                    if (typeof data3 === 'string') {
                      if (func2(data3) > 2048) {
                        validate33.errors = [
                          {
                            instancePath: instancePath + '/icon',
                            schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                            keyword: 'maxLength',
                            params: { limit: 2048 },
                            message: 'must NOT have more than 2048 characters',
                          },
                        ];
                        return false;
                      } else {
                        if (func2(data3) < 1) {
                          validate33.errors = [
                            {
                              instancePath: instancePath + '/icon',
                              schemaPath: 'defs.schema.json#/$defs/url/minLength',
                              keyword: 'minLength',
                              params: { limit: 1 },
                              message: 'must NOT have fewer than 1 characters',
                            },
                          ];
                          return false;
                        } else {
                          if (!pattern21.test(data3)) {
                            validate33.errors = [
                              {
                                instancePath: instancePath + '/icon',
                                schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                keyword: 'pattern',
                                params: {
                                  pattern: '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                },
                                message:
                                  'must match pattern "' +
                                  '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                  '"',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                    } else {
                      validate33.errors = [
                        {
                          instancePath: instancePath + '/icon',
                          schemaPath: 'defs.schema.json#/$defs/url/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.path !== undefined) {
                    let data4 = data.path;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (typeof data4 === 'string') {
                        if (!pattern45.test(data4)) {
                          validate33.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/properties/path/pattern',
                              keyword: 'pattern',
                              params: { pattern: '^/m/[A-Za-z0-9/_?=&.-]*$' },
                              message: 'must match pattern "' + '^/m/[A-Za-z0-9/_?=&.-]*$' + '"',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate33.errors = [
                          {
                            instancePath: instancePath + '/path',
                            schemaPath: '#/properties/path/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.resourceKey !== undefined) {
                      let data5 = data.resourceKey;
                      const _errs13 = errors;
                      if (!(
                        data5 === 'MISSION' ||
                        data5 === 'LOGIN' ||
                        data5 === 'SAVIOR' ||
                        data5 === 'REFERRAL' ||
                        data5 === 'APP_DOWNLOAD'
                      )) {
                        validate33.errors = [
                          {
                            instancePath: instancePath + '/resourceKey',
                            schemaPath: 'defs.schema.json#/$defs/promotionKey/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema73.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.whitelabelKey !== undefined) {
                        let data6 = data.whitelabelKey;
                        const _errs15 = errors;
                        if (errors === _errs15) {
                          if (typeof data6 === 'string') {
                            if (!pattern10.test(data6)) {
                              validate33.errors = [
                                {
                                  instancePath: instancePath + '/whitelabelKey',
                                  schemaPath: '#/properties/whitelabelKey/pattern',
                                  keyword: 'pattern',
                                  params: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
                                  message:
                                    'must match pattern "' + '^[A-Za-z][A-Za-z0-9_]{0,63}$' + '"',
                                },
                              ];
                              return false;
                            }
                          } else {
                            validate33.errors = [
                              {
                                instancePath: instancePath + '/whitelabelKey',
                                schemaPath: '#/properties/whitelabelKey/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.showInHomeScreen !== undefined) {
                          const _errs17 = errors;
                          if (typeof data.showInHomeScreen !== 'boolean') {
                            validate33.errors = [
                              {
                                instancePath: instancePath + '/showInHomeScreen',
                                schemaPath: '#/properties/showInHomeScreen/type',
                                keyword: 'type',
                                params: { type: 'boolean' },
                                message: 'must be boolean',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate33.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/menu.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      if (data.length > 40) {
        validate32.errors = [
          {
            instancePath,
            schemaPath: '#/maxItems',
            keyword: 'maxItems',
            params: { limit: 40 },
            message: 'must NOT have more than 40 items',
          },
        ];
        return false;
      } else {
        var valid0 = true;
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
          const _errs1 = errors;
          if (
            !validate33(data[i0], {
              instancePath: instancePath + '/' + i0,
              parentData: data,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs1 === errors;
          if (!valid0) {
            break;
          }
        }
      }
    } else {
      validate32.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
const schema74 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets.schema.json',
  type: 'array',
  maxItems: 40,
  items: {
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        enum: [
          'statusNotices',
          'appHeader',
          'downloadBar',
          'bannerCarousel',
          'announcementMarquee',
          'menuGrid',
          'promotionCategories',
          'gameLanes',
          'vipProgress',
          'customerServiceButton',
          'installPrompt',
          'pushOptIn',
          'unreadInbox',
        ],
      },
    },
    discriminator: { propertyName: 'type' },
    oneOf: [
      { $ref: 'widgets/statusNotices.schema.json' },
      { $ref: 'widgets/appHeader.schema.json' },
      { $ref: 'widgets/downloadBar.schema.json' },
      { $ref: 'widgets/bannerCarousel.schema.json' },
      { $ref: 'widgets/announcementMarquee.schema.json' },
      { $ref: 'widgets/menuGrid.schema.json' },
      { $ref: 'widgets/promotionCategories.schema.json' },
      { $ref: 'widgets/gameLanes.schema.json' },
      { $ref: 'widgets/vipProgress.schema.json' },
      { $ref: 'widgets/customerServiceButton.schema.json' },
      { $ref: 'widgets/installPrompt.schema.json' },
      { $ref: 'widgets/pushOptIn.schema.json' },
      { $ref: 'widgets/unreadInbox.schema.json' },
    ],
  },
};
const schema75 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/statusNotices.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'statusNotices' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
  },
};
const schema76 = { enum: ['home', 'global'] };
function validate37(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/statusNotices.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate37.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot')) {
            validate37.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('statusNotices' !== data.type) {
              validate37.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'statusNotices' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate37.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate37.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema77 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/appHeader.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'appHeader' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    showLanguageSwitch: { type: 'boolean' },
    showLoginButton: { type: 'boolean' },
  },
};
function validate38(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/appHeader.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate38.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'type' ||
            key0 === 'slot' ||
            key0 === 'showLanguageSwitch' ||
            key0 === 'showLoginButton'
          )) {
            validate38.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('appHeader' !== data.type) {
              validate38.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'appHeader' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate38.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.showLanguageSwitch !== undefined) {
                const _errs5 = errors;
                if (typeof data.showLanguageSwitch !== 'boolean') {
                  validate38.errors = [
                    {
                      instancePath: instancePath + '/showLanguageSwitch',
                      schemaPath: '#/properties/showLanguageSwitch/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.showLoginButton !== undefined) {
                  const _errs7 = errors;
                  if (typeof data.showLoginButton !== 'boolean') {
                    validate38.errors = [
                      {
                        instancePath: instancePath + '/showLoginButton',
                        schemaPath: '#/properties/showLoginButton/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate38.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema79 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/downloadBar.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'downloadBar' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    showDownloadButton: { type: 'boolean' },
  },
};
function validate39(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/downloadBar.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate39.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'showDownloadButton')) {
            validate39.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('downloadBar' !== data.type) {
              validate39.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'downloadBar' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate39.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.showDownloadButton !== undefined) {
                const _errs5 = errors;
                if (typeof data.showDownloadButton !== 'boolean') {
                  validate39.errors = [
                    {
                      instancePath: instancePath + '/showDownloadButton',
                      schemaPath: '#/properties/showDownloadButton/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate39.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate39.errors = vErrors;
  return errors === 0;
}
validate39.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema81 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/bannerCarousel.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'bannerCarousel' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    intervalSeconds: { type: 'integer', minimum: 2, maximum: 30 },
    aspectRatio: { type: 'string', pattern: '^[0-9]{1,4}/[0-9]{1,4}$' },
  },
};
const pattern47 = new RegExp('^[0-9]{1,4}/[0-9]{1,4}$', 'u');
function validate40(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/bannerCarousel.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate40.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'type' ||
            key0 === 'slot' ||
            key0 === 'intervalSeconds' ||
            key0 === 'aspectRatio'
          )) {
            validate40.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('bannerCarousel' !== data.type) {
              validate40.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'bannerCarousel' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate40.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.intervalSeconds !== undefined) {
                let data2 = data.intervalSeconds;
                const _errs5 = errors;
                if (!(
                  typeof data2 == 'number' &&
                  !(data2 % 1) &&
                  !isNaN(data2) &&
                  isFinite(data2)
                )) {
                  validate40.errors = [
                    {
                      instancePath: instancePath + '/intervalSeconds',
                      schemaPath: '#/properties/intervalSeconds/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 30 || isNaN(data2)) {
                      validate40.errors = [
                        {
                          instancePath: instancePath + '/intervalSeconds',
                          schemaPath: '#/properties/intervalSeconds/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 30 },
                          message: 'must be <= 30',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 2 || isNaN(data2)) {
                        validate40.errors = [
                          {
                            instancePath: instancePath + '/intervalSeconds',
                            schemaPath: '#/properties/intervalSeconds/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 2 },
                            message: 'must be >= 2',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.aspectRatio !== undefined) {
                  let data3 = data.aspectRatio;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 === 'string') {
                      if (!pattern47.test(data3)) {
                        validate40.errors = [
                          {
                            instancePath: instancePath + '/aspectRatio',
                            schemaPath: '#/properties/aspectRatio/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[0-9]{1,4}/[0-9]{1,4}$' },
                            message: 'must match pattern "' + '^[0-9]{1,4}/[0-9]{1,4}$' + '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate40.errors = [
                        {
                          instancePath: instancePath + '/aspectRatio',
                          schemaPath: '#/properties/aspectRatio/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate40.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema83 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/announcementMarquee.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'announcementMarquee' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    speedPxPerSecond: { type: 'integer', minimum: 10, maximum: 300 },
  },
};
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/announcementMarquee.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate41.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'speedPxPerSecond')) {
            validate41.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('announcementMarquee' !== data.type) {
              validate41.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'announcementMarquee' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate41.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.speedPxPerSecond !== undefined) {
                let data2 = data.speedPxPerSecond;
                const _errs5 = errors;
                if (!(
                  typeof data2 == 'number' &&
                  !(data2 % 1) &&
                  !isNaN(data2) &&
                  isFinite(data2)
                )) {
                  validate41.errors = [
                    {
                      instancePath: instancePath + '/speedPxPerSecond',
                      schemaPath: '#/properties/speedPxPerSecond/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 300 || isNaN(data2)) {
                      validate41.errors = [
                        {
                          instancePath: instancePath + '/speedPxPerSecond',
                          schemaPath: '#/properties/speedPxPerSecond/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 300 },
                          message: 'must be <= 300',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 10 || isNaN(data2)) {
                        validate41.errors = [
                          {
                            instancePath: instancePath + '/speedPxPerSecond',
                            schemaPath: '#/properties/speedPxPerSecond/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 10 },
                            message: 'must be >= 10',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate41.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema85 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/menuGrid.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'menuGrid' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    columns: { type: 'integer', minimum: 3, maximum: 5 },
  },
};
function validate42(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/menuGrid.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate42.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'columns')) {
            validate42.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('menuGrid' !== data.type) {
              validate42.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'menuGrid' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate42.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.columns !== undefined) {
                let data2 = data.columns;
                const _errs5 = errors;
                if (!(
                  typeof data2 == 'number' &&
                  !(data2 % 1) &&
                  !isNaN(data2) &&
                  isFinite(data2)
                )) {
                  validate42.errors = [
                    {
                      instancePath: instancePath + '/columns',
                      schemaPath: '#/properties/columns/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 5 || isNaN(data2)) {
                      validate42.errors = [
                        {
                          instancePath: instancePath + '/columns',
                          schemaPath: '#/properties/columns/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 5 },
                          message: 'must be <= 5',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 3 || isNaN(data2)) {
                        validate42.errors = [
                          {
                            instancePath: instancePath + '/columns',
                            schemaPath: '#/properties/columns/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 3 },
                            message: 'must be >= 3',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate42.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema87 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/promotionCategories.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'promotionCategories' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    maxItems: { type: 'integer', minimum: 1, maximum: 50 },
  },
};
function validate43(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/promotionCategories.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate43.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'maxItems')) {
            validate43.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('promotionCategories' !== data.type) {
              validate43.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'promotionCategories' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate43.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.maxItems !== undefined) {
                let data2 = data.maxItems;
                const _errs5 = errors;
                if (!(
                  typeof data2 == 'number' &&
                  !(data2 % 1) &&
                  !isNaN(data2) &&
                  isFinite(data2)
                )) {
                  validate43.errors = [
                    {
                      instancePath: instancePath + '/maxItems',
                      schemaPath: '#/properties/maxItems/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 50 || isNaN(data2)) {
                      validate43.errors = [
                        {
                          instancePath: instancePath + '/maxItems',
                          schemaPath: '#/properties/maxItems/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 50 },
                          message: 'must be <= 50',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 1 || isNaN(data2)) {
                        validate43.errors = [
                          {
                            instancePath: instancePath + '/maxItems',
                            schemaPath: '#/properties/maxItems/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate43.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate43.errors = vErrors;
  return errors === 0;
}
validate43.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema89 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/gameLanes.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'gameLanes' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    maxLanes: { type: 'integer', minimum: 1, maximum: 20 },
  },
};
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/gameLanes.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate44.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'maxLanes')) {
            validate44.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('gameLanes' !== data.type) {
              validate44.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'gameLanes' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate44.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.maxLanes !== undefined) {
                let data2 = data.maxLanes;
                const _errs5 = errors;
                if (!(
                  typeof data2 == 'number' &&
                  !(data2 % 1) &&
                  !isNaN(data2) &&
                  isFinite(data2)
                )) {
                  validate44.errors = [
                    {
                      instancePath: instancePath + '/maxLanes',
                      schemaPath: '#/properties/maxLanes/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 20 || isNaN(data2)) {
                      validate44.errors = [
                        {
                          instancePath: instancePath + '/maxLanes',
                          schemaPath: '#/properties/maxLanes/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 20 },
                          message: 'must be <= 20',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 1 || isNaN(data2)) {
                        validate44.errors = [
                          {
                            instancePath: instancePath + '/maxLanes',
                            schemaPath: '#/properties/maxLanes/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate44.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema91 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/vipProgress.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'vipProgress' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
  },
};
function validate45(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/vipProgress.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate45.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot')) {
            validate45.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('vipProgress' !== data.type) {
              validate45.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'vipProgress' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate45.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate45.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema93 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/customerServiceButton.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'customerServiceButton' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    side: { enum: ['start', 'end'] },
  },
};
function validate46(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/customerServiceButton.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate46.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'side')) {
            validate46.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('customerServiceButton' !== data.type) {
              validate46.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'customerServiceButton' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate46.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.side !== undefined) {
                let data2 = data.side;
                const _errs5 = errors;
                if (!(data2 === 'start' || data2 === 'end')) {
                  validate46.errors = [
                    {
                      instancePath: instancePath + '/side',
                      schemaPath: '#/properties/side/enum',
                      keyword: 'enum',
                      params: { allowedValues: schema93.properties.side.enum },
                      message: 'must be equal to one of the allowed values',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate46.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema95 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/installPrompt.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'installPrompt' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
  },
};
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/installPrompt.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate47.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot')) {
            validate47.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('installPrompt' !== data.type) {
              validate47.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'installPrompt' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate47.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate47.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema97 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/pushOptIn.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'pushOptIn' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
  },
};
function validate48(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/pushOptIn.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate48.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot')) {
            validate48.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('pushOptIn' !== data.type) {
              validate48.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'pushOptIn' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate48.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate48.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema99 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/widgets/unreadInbox.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'unreadInbox' },
    slot: { $ref: '../defs.schema.json#/$defs/widgetSlot' },
    path: { type: 'string', pattern: '^/[A-Za-z0-9/_-]*$' },
  },
};
const pattern48 = new RegExp('^/[A-Za-z0-9/_-]*$', 'u');
function validate49(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets/unreadInbox.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate49.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'slot' || key0 === 'path')) {
            validate49.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.type !== undefined) {
            const _errs2 = errors;
            if ('unreadInbox' !== data.type) {
              validate49.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/const',
                  keyword: 'const',
                  params: { allowedValue: 'unreadInbox' },
                  message: 'must be equal to constant',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.slot !== undefined) {
              let data1 = data.slot;
              const _errs3 = errors;
              if (!(data1 === 'home' || data1 === 'global')) {
                validate49.errors = [
                  {
                    instancePath: instancePath + '/slot',
                    schemaPath: '../defs.schema.json#/$defs/widgetSlot/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema76.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.path !== undefined) {
                let data2 = data.path;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === 'string') {
                    if (!pattern48.test(data2)) {
                      validate49.errors = [
                        {
                          instancePath: instancePath + '/path',
                          schemaPath: '#/properties/path/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^/[A-Za-z0-9/_-]*$' },
                          message: 'must match pattern "' + '^/[A-Za-z0-9/_-]*$' + '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate49.errors = [
                      {
                        instancePath: instancePath + '/path',
                        schemaPath: '#/properties/path/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate49.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate36(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/widgets.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      if (data.length > 40) {
        validate36.errors = [
          {
            instancePath,
            schemaPath: '#/maxItems',
            keyword: 'maxItems',
            params: { limit: 40 },
            message: 'must NOT have more than 40 items',
          },
        ];
        return false;
      } else {
        var valid0 = true;
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data0 = data[i0];
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing0;
              if (data0.type === undefined && (missing0 = 'type')) {
                validate36.errors = [
                  {
                    instancePath: instancePath + '/' + i0,
                    schemaPath: '#/items/required',
                    keyword: 'required',
                    params: { missingProperty: missing0 },
                    message: "must have required property '" + missing0 + "'",
                  },
                ];
                return false;
              } else {
                if (data0.type !== undefined) {
                  let data1 = data0.type;
                  const _errs4 = errors;
                  if (!(
                    data1 === 'statusNotices' ||
                    data1 === 'appHeader' ||
                    data1 === 'downloadBar' ||
                    data1 === 'bannerCarousel' ||
                    data1 === 'announcementMarquee' ||
                    data1 === 'menuGrid' ||
                    data1 === 'promotionCategories' ||
                    data1 === 'gameLanes' ||
                    data1 === 'vipProgress' ||
                    data1 === 'customerServiceButton' ||
                    data1 === 'installPrompt' ||
                    data1 === 'pushOptIn' ||
                    data1 === 'unreadInbox'
                  )) {
                    validate36.errors = [
                      {
                        instancePath: instancePath + '/' + i0 + '/type',
                        schemaPath: '#/items/properties/type/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema74.items.properties.type.enum },
                        message: 'must be equal to one of the allowed values',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs4 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  const tag0 = data0.type;
                  if (typeof tag0 == 'string') {
                    if (tag0 === 'statusNotices') {
                      if (
                        !validate37(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                        errors = vErrors.length;
                      }
                      var props0 = true;
                    } else if (tag0 === 'appHeader') {
                      if (
                        !validate38(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'downloadBar') {
                      if (
                        !validate39(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'bannerCarousel') {
                      if (
                        !validate40(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'announcementMarquee') {
                      if (
                        !validate41(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'menuGrid') {
                      if (
                        !validate42(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'promotionCategories') {
                      if (
                        !validate43(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'gameLanes') {
                      if (
                        !validate44(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'vipProgress') {
                      if (
                        !validate45(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'customerServiceButton') {
                      if (
                        !validate46(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'installPrompt') {
                      if (
                        !validate47(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'pushOptIn') {
                      if (
                        !validate48(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else if (tag0 === 'unreadInbox') {
                      if (
                        !validate49(data0, {
                          instancePath: instancePath + '/' + i0,
                          parentData: data,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors =
                          vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
                        errors = vErrors.length;
                      }
                      if (props0 !== true) {
                        props0 = true;
                      }
                    } else {
                      validate36.errors = [
                        {
                          instancePath: instancePath + '/' + i0,
                          schemaPath: '#/items/discriminator',
                          keyword: 'discriminator',
                          params: { error: 'mapping', tag: 'type', tagValue: tag0 },
                          message: 'value of tag "type" must be in oneOf',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate36.errors = [
                      {
                        instancePath: instancePath + '/' + i0,
                        schemaPath: '#/items/discriminator',
                        keyword: 'discriminator',
                        params: { error: 'tag', tag: 'type', tagValue: tag0 },
                        message: 'tag "type" must be string',
                      },
                    ];
                    return false;
                  }
                }
              }
            } else {
              validate36.errors = [
                {
                  instancePath: instancePath + '/' + i0,
                  schemaPath: '#/items/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                },
              ];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
          if (!valid0) {
            break;
          }
        }
      }
    } else {
      validate36.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
const schema101 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/downloads.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['links'],
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['resourceType', 'url'],
        properties: {
          resourceType: { enum: ['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon'] },
          url: { $ref: 'defs.schema.json#/$defs/url' },
        },
      },
    },
    bar: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        loginRequired: { type: 'boolean' },
        minVipRank: { type: 'integer', minimum: 0, maximum: 100 },
        showHomeScreenOption: { type: 'boolean' },
      },
    },
    popupBanners: {
      type: 'object',
      additionalProperties: false,
      properties: {
        resourceKeys: {
          type: 'array',
          items: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,31}$' },
          uniqueItems: true,
        },
        waitSeconds: { type: 'integer', minimum: 0, maximum: 600 },
      },
    },
    nativeAppDirectDownloadVersion: { $ref: 'defs.schema.json#/$defs/version' },
    appUpgrade: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mandatory: { type: 'boolean' },
        latestVersion: { $ref: 'defs.schema.json#/$defs/version' },
      },
    },
  },
};
const schema103 = { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' };
const pattern50 = new RegExp('^[a-z][a-z0-9_]{0,31}$', 'u');
const pattern51 = new RegExp('^\\d+\\.\\d+\\.\\d+$', 'u');
function validate64(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/downloads.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.links === undefined && (missing0 = 'links')) {
        validate64.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'links' ||
            key0 === 'bar' ||
            key0 === 'popupBanners' ||
            key0 === 'nativeAppDirectDownloadVersion' ||
            key0 === 'appUpgrade'
          )) {
            validate64.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.links !== undefined) {
            let data0 = data.links;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (Array.isArray(data0)) {
                var valid1 = true;
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data1 = data0[i0];
                  const _errs4 = errors;
                  if (errors === _errs4) {
                    if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                      let missing1;
                      if (
                        (data1.resourceType === undefined && (missing1 = 'resourceType')) ||
                        (data1.url === undefined && (missing1 = 'url'))
                      ) {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/links/' + i0,
                            schemaPath: '#/properties/links/items/required',
                            keyword: 'required',
                            params: { missingProperty: missing1 },
                            message: "must have required property '" + missing1 + "'",
                          },
                        ];
                        return false;
                      } else {
                        const _errs6 = errors;
                        for (const key1 in data1) {
                          if (!(key1 === 'resourceType' || key1 === 'url')) {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/links/' + i0,
                                schemaPath: '#/properties/links/items/additionalProperties',
                                keyword: 'additionalProperties',
                                params: { additionalProperty: key1 },
                                message: 'must NOT have additional properties',
                              },
                            ];
                            return false;
                            break;
                          }
                        }
                        if (_errs6 === errors) {
                          if (data1.resourceType !== undefined) {
                            let data2 = data1.resourceType;
                            const _errs7 = errors;
                            if (!(
                              data2 === 'IOS' ||
                              data2 === 'MOBILECONFIG' ||
                              data2 === 'Android' ||
                              data2 === 'AppDownloadIcon'
                            )) {
                              validate64.errors = [
                                {
                                  instancePath: instancePath + '/links/' + i0 + '/resourceType',
                                  schemaPath:
                                    '#/properties/links/items/properties/resourceType/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues:
                                      schema101.properties.links.items.properties.resourceType.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs7 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.url !== undefined) {
                              let data3 = data1.url;
                              const _errs8 = errors;
                              const _errs9 = errors;
                              if (errors === _errs9) {
                                if (typeof data3 === 'string') {
                                  if (func2(data3) > 2048) {
                                    validate64.errors = [
                                      {
                                        instancePath: instancePath + '/links/' + i0 + '/url',
                                        schemaPath: 'defs.schema.json#/$defs/url/maxLength',
                                        keyword: 'maxLength',
                                        params: { limit: 2048 },
                                        message: 'must NOT have more than 2048 characters',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (func2(data3) < 1) {
                                      validate64.errors = [
                                        {
                                          instancePath: instancePath + '/links/' + i0 + '/url',
                                          schemaPath: 'defs.schema.json#/$defs/url/minLength',
                                          keyword: 'minLength',
                                          params: { limit: 1 },
                                          message: 'must NOT have fewer than 1 characters',
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (!pattern21.test(data3)) {
                                        validate64.errors = [
                                          {
                                            instancePath: instancePath + '/links/' + i0 + '/url',
                                            schemaPath: 'defs.schema.json#/$defs/url/pattern',
                                            keyword: 'pattern',
                                            params: {
                                              pattern:
                                                '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$',
                                            },
                                            message:
                                              'must match pattern "' +
                                              '^(https://[^\\s/$.?#\\\\][^\\s]*|/(?![/\\\\])[^\\s]*)$' +
                                              '"',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                } else {
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/links/' + i0 + '/url',
                                      schemaPath: 'defs.schema.json#/$defs/url/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid2 = _errs8 === errors;
                            } else {
                              var valid2 = true;
                            }
                          }
                        }
                      }
                    } else {
                      validate64.errors = [
                        {
                          instancePath: instancePath + '/links/' + i0,
                          schemaPath: '#/properties/links/items/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs4 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate64.errors = [
                  {
                    instancePath: instancePath + '/links',
                    schemaPath: '#/properties/links/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.bar !== undefined) {
              let data4 = data.bar;
              const _errs11 = errors;
              if (errors === _errs11) {
                if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                  const _errs13 = errors;
                  for (const key2 in data4) {
                    if (!(
                      key2 === 'enabled' ||
                      key2 === 'loginRequired' ||
                      key2 === 'minVipRank' ||
                      key2 === 'showHomeScreenOption'
                    )) {
                      validate64.errors = [
                        {
                          instancePath: instancePath + '/bar',
                          schemaPath: '#/properties/bar/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key2 },
                          message: 'must NOT have additional properties',
                        },
                      ];
                      return false;
                      break;
                    }
                  }
                  if (_errs13 === errors) {
                    if (data4.enabled !== undefined) {
                      const _errs14 = errors;
                      if (typeof data4.enabled !== 'boolean') {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/bar/enabled',
                            schemaPath: '#/properties/bar/properties/enabled/type',
                            keyword: 'type',
                            params: { type: 'boolean' },
                            message: 'must be boolean',
                          },
                        ];
                        return false;
                      }
                      var valid4 = _errs14 === errors;
                    } else {
                      var valid4 = true;
                    }
                    if (valid4) {
                      if (data4.loginRequired !== undefined) {
                        const _errs16 = errors;
                        if (typeof data4.loginRequired !== 'boolean') {
                          validate64.errors = [
                            {
                              instancePath: instancePath + '/bar/loginRequired',
                              schemaPath: '#/properties/bar/properties/loginRequired/type',
                              keyword: 'type',
                              params: { type: 'boolean' },
                              message: 'must be boolean',
                            },
                          ];
                          return false;
                        }
                        var valid4 = _errs16 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data4.minVipRank !== undefined) {
                          let data7 = data4.minVipRank;
                          const _errs18 = errors;
                          if (!(
                            typeof data7 == 'number' &&
                            !(data7 % 1) &&
                            !isNaN(data7) &&
                            isFinite(data7)
                          )) {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/bar/minVipRank',
                                schemaPath: '#/properties/bar/properties/minVipRank/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs18) {
                            if (typeof data7 == 'number' && isFinite(data7)) {
                              if (data7 > 100 || isNaN(data7)) {
                                validate64.errors = [
                                  {
                                    instancePath: instancePath + '/bar/minVipRank',
                                    schemaPath: '#/properties/bar/properties/minVipRank/maximum',
                                    keyword: 'maximum',
                                    params: { comparison: '<=', limit: 100 },
                                    message: 'must be <= 100',
                                  },
                                ];
                                return false;
                              } else {
                                if (data7 < 0 || isNaN(data7)) {
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/bar/minVipRank',
                                      schemaPath: '#/properties/bar/properties/minVipRank/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                          }
                          var valid4 = _errs18 === errors;
                        } else {
                          var valid4 = true;
                        }
                        if (valid4) {
                          if (data4.showHomeScreenOption !== undefined) {
                            const _errs20 = errors;
                            if (typeof data4.showHomeScreenOption !== 'boolean') {
                              validate64.errors = [
                                {
                                  instancePath: instancePath + '/bar/showHomeScreenOption',
                                  schemaPath:
                                    '#/properties/bar/properties/showHomeScreenOption/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid4 = _errs20 === errors;
                          } else {
                            var valid4 = true;
                          }
                        }
                      }
                    }
                  }
                } else {
                  validate64.errors = [
                    {
                      instancePath: instancePath + '/bar',
                      schemaPath: '#/properties/bar/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs11 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.popupBanners !== undefined) {
                let data9 = data.popupBanners;
                const _errs22 = errors;
                if (errors === _errs22) {
                  if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                    const _errs24 = errors;
                    for (const key3 in data9) {
                      if (!(key3 === 'resourceKeys' || key3 === 'waitSeconds')) {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/popupBanners',
                            schemaPath: '#/properties/popupBanners/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key3 },
                            message: 'must NOT have additional properties',
                          },
                        ];
                        return false;
                        break;
                      }
                    }
                    if (_errs24 === errors) {
                      if (data9.resourceKeys !== undefined) {
                        let data10 = data9.resourceKeys;
                        const _errs25 = errors;
                        if (errors === _errs25) {
                          if (Array.isArray(data10)) {
                            var valid6 = true;
                            const len1 = data10.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                              let data11 = data10[i1];
                              const _errs27 = errors;
                              if (errors === _errs27) {
                                if (typeof data11 === 'string') {
                                  if (!pattern50.test(data11)) {
                                    validate64.errors = [
                                      {
                                        instancePath:
                                          instancePath + '/popupBanners/resourceKeys/' + i1,
                                        schemaPath:
                                          '#/properties/popupBanners/properties/resourceKeys/items/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^[a-z][a-z0-9_]{0,31}$' },
                                        message:
                                          'must match pattern "' + '^[a-z][a-z0-9_]{0,31}$' + '"',
                                      },
                                    ];
                                    return false;
                                  }
                                } else {
                                  validate64.errors = [
                                    {
                                      instancePath:
                                        instancePath + '/popupBanners/resourceKeys/' + i1,
                                      schemaPath:
                                        '#/properties/popupBanners/properties/resourceKeys/items/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid6 = _errs27 === errors;
                              if (!valid6) {
                                break;
                              }
                            }
                            if (valid6) {
                              let i2 = data10.length;
                              let j0;
                              if (i2 > 1) {
                                const indices0 = {};
                                for (; i2--;) {
                                  let item0 = data10[i2];
                                  if (typeof item0 !== 'string') {
                                    continue;
                                  }
                                  if (typeof indices0[item0] == 'number') {
                                    j0 = indices0[item0];
                                    validate64.errors = [
                                      {
                                        instancePath: instancePath + '/popupBanners/resourceKeys',
                                        schemaPath:
                                          '#/properties/popupBanners/properties/resourceKeys/uniqueItems',
                                        keyword: 'uniqueItems',
                                        params: { i: i2, j: j0 },
                                        message:
                                          'must NOT have duplicate items (items ## ' +
                                          j0 +
                                          ' and ' +
                                          i2 +
                                          ' are identical)',
                                      },
                                    ];
                                    return false;
                                    break;
                                  }
                                  indices0[item0] = i2;
                                }
                              }
                            }
                          } else {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/popupBanners/resourceKeys',
                                schemaPath:
                                  '#/properties/popupBanners/properties/resourceKeys/type',
                                keyword: 'type',
                                params: { type: 'array' },
                                message: 'must be array',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid5 = _errs25 === errors;
                      } else {
                        var valid5 = true;
                      }
                      if (valid5) {
                        if (data9.waitSeconds !== undefined) {
                          let data12 = data9.waitSeconds;
                          const _errs29 = errors;
                          if (!(
                            typeof data12 == 'number' &&
                            !(data12 % 1) &&
                            !isNaN(data12) &&
                            isFinite(data12)
                          )) {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/popupBanners/waitSeconds',
                                schemaPath: '#/properties/popupBanners/properties/waitSeconds/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs29) {
                            if (typeof data12 == 'number' && isFinite(data12)) {
                              if (data12 > 600 || isNaN(data12)) {
                                validate64.errors = [
                                  {
                                    instancePath: instancePath + '/popupBanners/waitSeconds',
                                    schemaPath:
                                      '#/properties/popupBanners/properties/waitSeconds/maximum',
                                    keyword: 'maximum',
                                    params: { comparison: '<=', limit: 600 },
                                    message: 'must be <= 600',
                                  },
                                ];
                                return false;
                              } else {
                                if (data12 < 0 || isNaN(data12)) {
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/popupBanners/waitSeconds',
                                      schemaPath:
                                        '#/properties/popupBanners/properties/waitSeconds/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                          }
                          var valid5 = _errs29 === errors;
                        } else {
                          var valid5 = true;
                        }
                      }
                    }
                  } else {
                    validate64.errors = [
                      {
                        instancePath: instancePath + '/popupBanners',
                        schemaPath: '#/properties/popupBanners/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs22 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.nativeAppDirectDownloadVersion !== undefined) {
                  let data13 = data.nativeAppDirectDownloadVersion;
                  const _errs31 = errors;
                  const _errs32 = errors;
                  if (errors === _errs32) {
                    if (typeof data13 === 'string') {
                      if (!pattern51.test(data13)) {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/nativeAppDirectDownloadVersion',
                            schemaPath: 'defs.schema.json#/$defs/version/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^\\d+\\.\\d+\\.\\d+$' },
                            message: 'must match pattern "' + '^\\d+\\.\\d+\\.\\d+$' + '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate64.errors = [
                        {
                          instancePath: instancePath + '/nativeAppDirectDownloadVersion',
                          schemaPath: 'defs.schema.json#/$defs/version/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs31 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.appUpgrade !== undefined) {
                    let data14 = data.appUpgrade;
                    const _errs34 = errors;
                    if (errors === _errs34) {
                      if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                        const _errs36 = errors;
                        for (const key4 in data14) {
                          if (!(key4 === 'mandatory' || key4 === 'latestVersion')) {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/appUpgrade',
                                schemaPath: '#/properties/appUpgrade/additionalProperties',
                                keyword: 'additionalProperties',
                                params: { additionalProperty: key4 },
                                message: 'must NOT have additional properties',
                              },
                            ];
                            return false;
                            break;
                          }
                        }
                        if (_errs36 === errors) {
                          if (data14.mandatory !== undefined) {
                            const _errs37 = errors;
                            if (typeof data14.mandatory !== 'boolean') {
                              validate64.errors = [
                                {
                                  instancePath: instancePath + '/appUpgrade/mandatory',
                                  schemaPath: '#/properties/appUpgrade/properties/mandatory/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid9 = _errs37 === errors;
                          } else {
                            var valid9 = true;
                          }
                          if (valid9) {
                            if (data14.latestVersion !== undefined) {
                              let data16 = data14.latestVersion;
                              const _errs39 = errors;
                              const _errs40 = errors;
                              if (errors === _errs40) {
                                if (typeof data16 === 'string') {
                                  if (!pattern51.test(data16)) {
                                    validate64.errors = [
                                      {
                                        instancePath: instancePath + '/appUpgrade/latestVersion',
                                        schemaPath: 'defs.schema.json#/$defs/version/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^\\d+\\.\\d+\\.\\d+$' },
                                        message:
                                          'must match pattern "' + '^\\d+\\.\\d+\\.\\d+$' + '"',
                                      },
                                    ];
                                    return false;
                                  }
                                } else {
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/appUpgrade/latestVersion',
                                      schemaPath: 'defs.schema.json#/$defs/version/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid9 = _errs39 === errors;
                            } else {
                              var valid9 = true;
                            }
                          }
                        }
                      } else {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/appUpgrade',
                            schemaPath: '#/properties/appUpgrade/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs34 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate64.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate64.errors = vErrors;
  return errors === 0;
}
validate64.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema106 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/captcha.schema.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    geetestId: { type: 'string', pattern: '^[0-9a-f]{32}$' },
    version: { enum: ['v3', 'v4'] },
    riskAppId: {
      $ref: 'defs.schema.json#/$defs/providerId',
      type: 'string',
      minLength: 1,
      maxLength: 64,
    },
    showLoginGeetest: { type: 'boolean' },
    showGeetest: { type: 'boolean' },
    showSmsGeetest: { type: 'boolean' },
    register: {
      type: 'object',
      additionalProperties: false,
      properties: { enabled: { type: 'boolean' } },
    },
    provider: { enum: ['geetest', 'fake'] },
  },
};
const schema107 = { type: 'string', pattern: '^[A-Za-z0-9_.:-]+$' };
const pattern54 = new RegExp('^[0-9a-f]{32}$', 'u');
const pattern55 = new RegExp('^[A-Za-z0-9_.:-]+$', 'u');
function validate66(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/captcha.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      const _errs1 = errors;
      for (const key0 in data) {
        if (!(
          key0 === 'geetestId' ||
          key0 === 'version' ||
          key0 === 'riskAppId' ||
          key0 === 'showLoginGeetest' ||
          key0 === 'showGeetest' ||
          key0 === 'showSmsGeetest' ||
          key0 === 'register' ||
          key0 === 'provider'
        )) {
          validate66.errors = [
            {
              instancePath,
              schemaPath: '#/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key0 },
              message: 'must NOT have additional properties',
            },
          ];
          return false;
          break;
        }
      }
      if (_errs1 === errors) {
        if (data.geetestId !== undefined) {
          let data0 = data.geetestId;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (!pattern54.test(data0)) {
                validate66.errors = [
                  {
                    instancePath: instancePath + '/geetestId',
                    schemaPath: '#/properties/geetestId/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[0-9a-f]{32}$' },
                    message: 'must match pattern "' + '^[0-9a-f]{32}$' + '"',
                  },
                ];
                return false;
              }
            } else {
              validate66.errors = [
                {
                  instancePath: instancePath + '/geetestId',
                  schemaPath: '#/properties/geetestId/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.version !== undefined) {
            let data1 = data.version;
            const _errs4 = errors;
            if (!(data1 === 'v3' || data1 === 'v4')) {
              validate66.errors = [
                {
                  instancePath: instancePath + '/version',
                  schemaPath: '#/properties/version/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema106.properties.version.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.riskAppId !== undefined) {
              let data2 = data.riskAppId;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (!pattern55.test(data2)) {
                    validate66.errors = [
                      {
                        instancePath: instancePath + '/riskAppId',
                        schemaPath: 'defs.schema.json#/$defs/providerId/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                        message: 'must match pattern "' + '^[A-Za-z0-9_.:-]+$' + '"',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate66.errors = [
                    {
                      instancePath: instancePath + '/riskAppId',
                      schemaPath: 'defs.schema.json#/$defs/providerId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              if (errors === _errs5) {
                if (typeof data2 === 'string') {
                  if (func2(data2) > 64) {
                    validate66.errors = [
                      {
                        instancePath: instancePath + '/riskAppId',
                        schemaPath: '#/properties/riskAppId/maxLength',
                        keyword: 'maxLength',
                        params: { limit: 64 },
                        message: 'must NOT have more than 64 characters',
                      },
                    ];
                    return false;
                  } else {
                    if (func2(data2) < 1) {
                      validate66.errors = [
                        {
                          instancePath: instancePath + '/riskAppId',
                          schemaPath: '#/properties/riskAppId/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        },
                      ];
                      return false;
                    }
                  }
                } else {
                  validate66.errors = [
                    {
                      instancePath: instancePath + '/riskAppId',
                      schemaPath: '#/properties/riskAppId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.showLoginGeetest !== undefined) {
                const _errs9 = errors;
                if (typeof data.showLoginGeetest !== 'boolean') {
                  validate66.errors = [
                    {
                      instancePath: instancePath + '/showLoginGeetest',
                      schemaPath: '#/properties/showLoginGeetest/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.showGeetest !== undefined) {
                  const _errs11 = errors;
                  if (typeof data.showGeetest !== 'boolean') {
                    validate66.errors = [
                      {
                        instancePath: instancePath + '/showGeetest',
                        schemaPath: '#/properties/showGeetest/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.showSmsGeetest !== undefined) {
                    const _errs13 = errors;
                    if (typeof data.showSmsGeetest !== 'boolean') {
                      validate66.errors = [
                        {
                          instancePath: instancePath + '/showSmsGeetest',
                          schemaPath: '#/properties/showSmsGeetest/type',
                          keyword: 'type',
                          params: { type: 'boolean' },
                          message: 'must be boolean',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.register !== undefined) {
                      let data6 = data.register;
                      const _errs15 = errors;
                      if (errors === _errs15) {
                        if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                          const _errs17 = errors;
                          for (const key1 in data6) {
                            if (!(key1 === 'enabled')) {
                              validate66.errors = [
                                {
                                  instancePath: instancePath + '/register',
                                  schemaPath: '#/properties/register/additionalProperties',
                                  keyword: 'additionalProperties',
                                  params: { additionalProperty: key1 },
                                  message: 'must NOT have additional properties',
                                },
                              ];
                              return false;
                              break;
                            }
                          }
                          if (_errs17 === errors) {
                            if (data6.enabled !== undefined) {
                              if (typeof data6.enabled !== 'boolean') {
                                validate66.errors = [
                                  {
                                    instancePath: instancePath + '/register/enabled',
                                    schemaPath: '#/properties/register/properties/enabled/type',
                                    keyword: 'type',
                                    params: { type: 'boolean' },
                                    message: 'must be boolean',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                        } else {
                          validate66.errors = [
                            {
                              instancePath: instancePath + '/register',
                              schemaPath: '#/properties/register/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.provider !== undefined) {
                        let data8 = data.provider;
                        const _errs20 = errors;
                        if (!(data8 === 'geetest' || data8 === 'fake')) {
                          validate66.errors = [
                            {
                              instancePath: instancePath + '/provider',
                              schemaPath: '#/properties/provider/enum',
                              keyword: 'enum',
                              params: { allowedValues: schema106.properties.provider.enum },
                              message: 'must be equal to one of the allowed values',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs20 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate66.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate66.errors = vErrors;
  return errors === 0;
}
validate66.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema108 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/auth.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['registration'],
  properties: {
    login: {
      type: 'object',
      additionalProperties: false,
      properties: {
        methods: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { enum: ['username', 'mobile', 'sms'] },
        },
      },
    },
    registration: {
      type: 'object',
      additionalProperties: false,
      required: ['mode'],
      properties: {
        mode: { enum: ['username', 'mobile'] },
        mobileWithoutPassword: { type: 'boolean' },
        loginAfterRegister: { type: 'boolean' },
        autoUsername: { type: 'boolean' },
        smsTemplate: { type: 'string', pattern: '^[A-Z0-9_]{1,40}$' },
        password: {
          type: 'object',
          additionalProperties: false,
          properties: {
            minLength: { type: 'integer', minimum: 6, maximum: 32 },
            maxLength: { type: 'integer', minimum: 6, maximum: 64 },
            allowNumericOnly: { type: 'boolean' },
          },
        },
        referralCodeField: { enum: ['hidden', 'optional', 'required'] },
      },
    },
    sms: {
      type: 'object',
      additionalProperties: false,
      required: ['provider'],
      properties: {
        provider: { enum: ['platform', 'firebase'] },
        resendSeconds: { type: 'integer', minimum: 30, maximum: 600 },
        countryDialingCodes: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
        },
      },
    },
    firebase: {
      type: 'object',
      additionalProperties: false,
      required: ['apiKey', 'authDomain', 'projectId', 'appId'],
      properties: {
        apiKey: { $ref: 'defs.schema.json#/$defs/providerId', type: 'string', minLength: 10 },
        authDomain: { $ref: 'defs.schema.json#/$defs/hostname' },
        projectId: { type: 'string', pattern: '^[a-z0-9-]{4,40}$' },
        appId: { $ref: 'defs.schema.json#/$defs/providerId', type: 'string', minLength: 5 },
      },
    },
    line: {
      type: 'object',
      additionalProperties: false,
      required: ['clientId'],
      properties: { clientId: { type: 'string', pattern: '^[0-9]{10}$' } },
    },
    telegram: {
      type: 'object',
      additionalProperties: false,
      required: ['botId', 'authDomain'],
      properties: {
        botId: { type: 'string', pattern: '^[0-9]{5,15}$' },
        authDomain: { $ref: 'defs.schema.json#/$defs/httpsOrigin' },
      },
    },
    maya: {
      type: 'object',
      additionalProperties: false,
      required: ['enabled', 'env'],
      properties: { enabled: { type: 'boolean' }, env: { enum: ['SANDBOX', 'PRODUCTION'] } },
    },
    google: {
      type: 'object',
      additionalProperties: false,
      required: ['clientId'],
      properties: {
        clientId: { type: 'string', pattern: '^[0-9A-Za-z-]+\\.apps\\.googleusercontent\\.com$' },
      },
    },
    facebook: {
      type: 'object',
      additionalProperties: false,
      required: ['appId'],
      properties: { appId: { type: 'string', pattern: '^[0-9]{6,20}$' } },
    },
    twitter: {
      type: 'object',
      additionalProperties: false,
      required: ['clientId'],
      properties: {
        clientId: { $ref: 'defs.schema.json#/$defs/providerId', type: 'string', minLength: 8 },
      },
    },
  },
};
const pattern56 = new RegExp('^[A-Z0-9_]{1,40}$', 'u');
const pattern60 = new RegExp('^[a-z0-9-]{4,40}$', 'u');
const pattern62 = new RegExp('^[0-9]{10}$', 'u');
const pattern63 = new RegExp('^[0-9]{5,15}$', 'u');
const pattern65 = new RegExp('^[0-9A-Za-z-]+\\.apps\\.googleusercontent\\.com$', 'u');
const pattern66 = new RegExp('^[0-9]{6,20}$', 'u');
function validate68(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/auth.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.registration === undefined && (missing0 = 'registration')) {
        validate68.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func1.call(schema108.properties, key0)) {
            validate68.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.login !== undefined) {
            let data0 = data.login;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
                const _errs4 = errors;
                for (const key1 in data0) {
                  if (!(key1 === 'methods')) {
                    validate68.errors = [
                      {
                        instancePath: instancePath + '/login',
                        schemaPath: '#/properties/login/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key1 },
                        message: 'must NOT have additional properties',
                      },
                    ];
                    return false;
                    break;
                  }
                }
                if (_errs4 === errors) {
                  if (data0.methods !== undefined) {
                    let data1 = data0.methods;
                    const _errs5 = errors;
                    if (errors === _errs5) {
                      if (Array.isArray(data1)) {
                        if (data1.length < 1) {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/login/methods',
                              schemaPath: '#/properties/login/properties/methods/minItems',
                              keyword: 'minItems',
                              params: { limit: 1 },
                              message: 'must NOT have fewer than 1 items',
                            },
                          ];
                          return false;
                        } else {
                          var valid2 = true;
                          const len0 = data1.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            let data2 = data1[i0];
                            const _errs7 = errors;
                            if (!(data2 === 'username' || data2 === 'mobile' || data2 === 'sms')) {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/login/methods/' + i0,
                                  schemaPath: '#/properties/login/properties/methods/items/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues:
                                      schema108.properties.login.properties.methods.items.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs7 === errors;
                            if (!valid2) {
                              break;
                            }
                          }
                          if (valid2) {
                            let i1 = data1.length;
                            let j0;
                            if (i1 > 1) {
                              outer0: for (; i1--;) {
                                for (j0 = i1; j0--;) {
                                  if (func0(data1[i1], data1[j0])) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/login/methods',
                                        schemaPath:
                                          '#/properties/login/properties/methods/uniqueItems',
                                        keyword: 'uniqueItems',
                                        params: { i: i1, j: j0 },
                                        message:
                                          'must NOT have duplicate items (items ## ' +
                                          j0 +
                                          ' and ' +
                                          i1 +
                                          ' are identical)',
                                      },
                                    ];
                                    return false;
                                    break outer0;
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate68.errors = [
                          {
                            instancePath: instancePath + '/login/methods',
                            schemaPath: '#/properties/login/properties/methods/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
              } else {
                validate68.errors = [
                  {
                    instancePath: instancePath + '/login',
                    schemaPath: '#/properties/login/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.registration !== undefined) {
              let data3 = data.registration;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  let missing1;
                  if (data3.mode === undefined && (missing1 = 'mode')) {
                    validate68.errors = [
                      {
                        instancePath: instancePath + '/registration',
                        schemaPath: '#/properties/registration/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    const _errs10 = errors;
                    for (const key2 in data3) {
                      if (!(
                        key2 === 'mode' ||
                        key2 === 'mobileWithoutPassword' ||
                        key2 === 'loginAfterRegister' ||
                        key2 === 'autoUsername' ||
                        key2 === 'smsTemplate' ||
                        key2 === 'password' ||
                        key2 === 'referralCodeField'
                      )) {
                        validate68.errors = [
                          {
                            instancePath: instancePath + '/registration',
                            schemaPath: '#/properties/registration/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key2 },
                            message: 'must NOT have additional properties',
                          },
                        ];
                        return false;
                        break;
                      }
                    }
                    if (_errs10 === errors) {
                      if (data3.mode !== undefined) {
                        let data4 = data3.mode;
                        const _errs11 = errors;
                        if (!(data4 === 'username' || data4 === 'mobile')) {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/registration/mode',
                              schemaPath: '#/properties/registration/properties/mode/enum',
                              keyword: 'enum',
                              params: {
                                allowedValues:
                                  schema108.properties.registration.properties.mode.enum,
                              },
                              message: 'must be equal to one of the allowed values',
                            },
                          ];
                          return false;
                        }
                        var valid4 = _errs11 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data3.mobileWithoutPassword !== undefined) {
                          const _errs12 = errors;
                          if (typeof data3.mobileWithoutPassword !== 'boolean') {
                            validate68.errors = [
                              {
                                instancePath: instancePath + '/registration/mobileWithoutPassword',
                                schemaPath:
                                  '#/properties/registration/properties/mobileWithoutPassword/type',
                                keyword: 'type',
                                params: { type: 'boolean' },
                                message: 'must be boolean',
                              },
                            ];
                            return false;
                          }
                          var valid4 = _errs12 === errors;
                        } else {
                          var valid4 = true;
                        }
                        if (valid4) {
                          if (data3.loginAfterRegister !== undefined) {
                            const _errs14 = errors;
                            if (typeof data3.loginAfterRegister !== 'boolean') {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/registration/loginAfterRegister',
                                  schemaPath:
                                    '#/properties/registration/properties/loginAfterRegister/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid4 = _errs14 === errors;
                          } else {
                            var valid4 = true;
                          }
                          if (valid4) {
                            if (data3.autoUsername !== undefined) {
                              const _errs16 = errors;
                              if (typeof data3.autoUsername !== 'boolean') {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/registration/autoUsername',
                                    schemaPath:
                                      '#/properties/registration/properties/autoUsername/type',
                                    keyword: 'type',
                                    params: { type: 'boolean' },
                                    message: 'must be boolean',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs16 === errors;
                            } else {
                              var valid4 = true;
                            }
                            if (valid4) {
                              if (data3.smsTemplate !== undefined) {
                                let data8 = data3.smsTemplate;
                                const _errs18 = errors;
                                if (errors === _errs18) {
                                  if (typeof data8 === 'string') {
                                    if (!pattern56.test(data8)) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/registration/smsTemplate',
                                          schemaPath:
                                            '#/properties/registration/properties/smsTemplate/pattern',
                                          keyword: 'pattern',
                                          params: { pattern: '^[A-Z0-9_]{1,40}$' },
                                          message:
                                            'must match pattern "' + '^[A-Z0-9_]{1,40}$' + '"',
                                        },
                                      ];
                                      return false;
                                    }
                                  } else {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/registration/smsTemplate',
                                        schemaPath:
                                          '#/properties/registration/properties/smsTemplate/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid4 = _errs18 === errors;
                              } else {
                                var valid4 = true;
                              }
                              if (valid4) {
                                if (data3.password !== undefined) {
                                  let data9 = data3.password;
                                  const _errs20 = errors;
                                  if (errors === _errs20) {
                                    if (
                                      data9 &&
                                      typeof data9 == 'object' &&
                                      !Array.isArray(data9)
                                    ) {
                                      const _errs22 = errors;
                                      for (const key3 in data9) {
                                        if (!(
                                          key3 === 'minLength' ||
                                          key3 === 'maxLength' ||
                                          key3 === 'allowNumericOnly'
                                        )) {
                                          validate68.errors = [
                                            {
                                              instancePath: instancePath + '/registration/password',
                                              schemaPath:
                                                '#/properties/registration/properties/password/additionalProperties',
                                              keyword: 'additionalProperties',
                                              params: { additionalProperty: key3 },
                                              message: 'must NOT have additional properties',
                                            },
                                          ];
                                          return false;
                                          break;
                                        }
                                      }
                                      if (_errs22 === errors) {
                                        if (data9.minLength !== undefined) {
                                          let data10 = data9.minLength;
                                          const _errs23 = errors;
                                          if (!(
                                            typeof data10 == 'number' &&
                                            !(data10 % 1) &&
                                            !isNaN(data10) &&
                                            isFinite(data10)
                                          )) {
                                            validate68.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/registration/password/minLength',
                                                schemaPath:
                                                  '#/properties/registration/properties/password/properties/minLength/type',
                                                keyword: 'type',
                                                params: { type: 'integer' },
                                                message: 'must be integer',
                                              },
                                            ];
                                            return false;
                                          }
                                          if (errors === _errs23) {
                                            if (typeof data10 == 'number' && isFinite(data10)) {
                                              if (data10 > 32 || isNaN(data10)) {
                                                validate68.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/registration/password/minLength',
                                                    schemaPath:
                                                      '#/properties/registration/properties/password/properties/minLength/maximum',
                                                    keyword: 'maximum',
                                                    params: { comparison: '<=', limit: 32 },
                                                    message: 'must be <= 32',
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                if (data10 < 6 || isNaN(data10)) {
                                                  validate68.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath +
                                                        '/registration/password/minLength',
                                                      schemaPath:
                                                        '#/properties/registration/properties/password/properties/minLength/minimum',
                                                      keyword: 'minimum',
                                                      params: { comparison: '>=', limit: 6 },
                                                      message: 'must be >= 6',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              }
                                            }
                                          }
                                          var valid5 = _errs23 === errors;
                                        } else {
                                          var valid5 = true;
                                        }
                                        if (valid5) {
                                          if (data9.maxLength !== undefined) {
                                            let data11 = data9.maxLength;
                                            const _errs25 = errors;
                                            if (!(
                                              typeof data11 == 'number' &&
                                              !(data11 % 1) &&
                                              !isNaN(data11) &&
                                              isFinite(data11)
                                            )) {
                                              validate68.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/registration/password/maxLength',
                                                  schemaPath:
                                                    '#/properties/registration/properties/password/properties/maxLength/type',
                                                  keyword: 'type',
                                                  params: { type: 'integer' },
                                                  message: 'must be integer',
                                                },
                                              ];
                                              return false;
                                            }
                                            if (errors === _errs25) {
                                              if (typeof data11 == 'number' && isFinite(data11)) {
                                                if (data11 > 64 || isNaN(data11)) {
                                                  validate68.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath +
                                                        '/registration/password/maxLength',
                                                      schemaPath:
                                                        '#/properties/registration/properties/password/properties/maxLength/maximum',
                                                      keyword: 'maximum',
                                                      params: { comparison: '<=', limit: 64 },
                                                      message: 'must be <= 64',
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  if (data11 < 6 || isNaN(data11)) {
                                                    validate68.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/registration/password/maxLength',
                                                        schemaPath:
                                                          '#/properties/registration/properties/password/properties/maxLength/minimum',
                                                        keyword: 'minimum',
                                                        params: { comparison: '>=', limit: 6 },
                                                        message: 'must be >= 6',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              }
                                            }
                                            var valid5 = _errs25 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data9.allowNumericOnly !== undefined) {
                                              const _errs27 = errors;
                                              if (typeof data9.allowNumericOnly !== 'boolean') {
                                                validate68.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/registration/password/allowNumericOnly',
                                                    schemaPath:
                                                      '#/properties/registration/properties/password/properties/allowNumericOnly/type',
                                                    keyword: 'type',
                                                    params: { type: 'boolean' },
                                                    message: 'must be boolean',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid5 = _errs27 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/registration/password',
                                          schemaPath:
                                            '#/properties/registration/properties/password/type',
                                          keyword: 'type',
                                          params: { type: 'object' },
                                          message: 'must be object',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid4 = _errs20 === errors;
                                } else {
                                  var valid4 = true;
                                }
                                if (valid4) {
                                  if (data3.referralCodeField !== undefined) {
                                    let data13 = data3.referralCodeField;
                                    const _errs29 = errors;
                                    if (!(
                                      data13 === 'hidden' ||
                                      data13 === 'optional' ||
                                      data13 === 'required'
                                    )) {
                                      validate68.errors = [
                                        {
                                          instancePath:
                                            instancePath + '/registration/referralCodeField',
                                          schemaPath:
                                            '#/properties/registration/properties/referralCodeField/enum',
                                          keyword: 'enum',
                                          params: {
                                            allowedValues:
                                              schema108.properties.registration.properties
                                                .referralCodeField.enum,
                                          },
                                          message: 'must be equal to one of the allowed values',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid4 = _errs29 === errors;
                                  } else {
                                    var valid4 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                } else {
                  validate68.errors = [
                    {
                      instancePath: instancePath + '/registration',
                      schemaPath: '#/properties/registration/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.sms !== undefined) {
                let data14 = data.sms;
                const _errs30 = errors;
                if (errors === _errs30) {
                  if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                    let missing2;
                    if (data14.provider === undefined && (missing2 = 'provider')) {
                      validate68.errors = [
                        {
                          instancePath: instancePath + '/sms',
                          schemaPath: '#/properties/sms/required',
                          keyword: 'required',
                          params: { missingProperty: missing2 },
                          message: "must have required property '" + missing2 + "'",
                        },
                      ];
                      return false;
                    } else {
                      const _errs32 = errors;
                      for (const key4 in data14) {
                        if (!(
                          key4 === 'provider' ||
                          key4 === 'resendSeconds' ||
                          key4 === 'countryDialingCodes'
                        )) {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/sms',
                              schemaPath: '#/properties/sms/additionalProperties',
                              keyword: 'additionalProperties',
                              params: { additionalProperty: key4 },
                              message: 'must NOT have additional properties',
                            },
                          ];
                          return false;
                          break;
                        }
                      }
                      if (_errs32 === errors) {
                        if (data14.provider !== undefined) {
                          let data15 = data14.provider;
                          const _errs33 = errors;
                          if (!(data15 === 'platform' || data15 === 'firebase')) {
                            validate68.errors = [
                              {
                                instancePath: instancePath + '/sms/provider',
                                schemaPath: '#/properties/sms/properties/provider/enum',
                                keyword: 'enum',
                                params: {
                                  allowedValues: schema108.properties.sms.properties.provider.enum,
                                },
                                message: 'must be equal to one of the allowed values',
                              },
                            ];
                            return false;
                          }
                          var valid6 = _errs33 === errors;
                        } else {
                          var valid6 = true;
                        }
                        if (valid6) {
                          if (data14.resendSeconds !== undefined) {
                            let data16 = data14.resendSeconds;
                            const _errs34 = errors;
                            if (!(
                              typeof data16 == 'number' &&
                              !(data16 % 1) &&
                              !isNaN(data16) &&
                              isFinite(data16)
                            )) {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/sms/resendSeconds',
                                  schemaPath: '#/properties/sms/properties/resendSeconds/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs34) {
                              if (typeof data16 == 'number' && isFinite(data16)) {
                                if (data16 > 600 || isNaN(data16)) {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/sms/resendSeconds',
                                      schemaPath:
                                        '#/properties/sms/properties/resendSeconds/maximum',
                                      keyword: 'maximum',
                                      params: { comparison: '<=', limit: 600 },
                                      message: 'must be <= 600',
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (data16 < 30 || isNaN(data16)) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/sms/resendSeconds',
                                        schemaPath:
                                          '#/properties/sms/properties/resendSeconds/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 30 },
                                        message: 'must be >= 30',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                            }
                            var valid6 = _errs34 === errors;
                          } else {
                            var valid6 = true;
                          }
                          if (valid6) {
                            if (data14.countryDialingCodes !== undefined) {
                              let data17 = data14.countryDialingCodes;
                              const _errs36 = errors;
                              if (errors === _errs36) {
                                if (Array.isArray(data17)) {
                                  if (data17.length < 1) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/sms/countryDialingCodes',
                                        schemaPath:
                                          '#/properties/sms/properties/countryDialingCodes/minItems',
                                        keyword: 'minItems',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 items',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    var valid7 = true;
                                    const len1 = data17.length;
                                    for (let i2 = 0; i2 < len1; i2++) {
                                      let data18 = data17[i2];
                                      const _errs38 = errors;
                                      if (errors === _errs38) {
                                        if (typeof data18 === 'string') {
                                          if (!pattern13.test(data18)) {
                                            validate68.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/sms/countryDialingCodes/' + i2,
                                                schemaPath:
                                                  '#/properties/sms/properties/countryDialingCodes/items/pattern',
                                                keyword: 'pattern',
                                                params: { pattern: '^\\+[0-9]{1,4}$' },
                                                message:
                                                  'must match pattern "' + '^\\+[0-9]{1,4}$' + '"',
                                              },
                                            ];
                                            return false;
                                          }
                                        } else {
                                          validate68.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/sms/countryDialingCodes/' + i2,
                                              schemaPath:
                                                '#/properties/sms/properties/countryDialingCodes/items/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid7 = _errs38 === errors;
                                      if (!valid7) {
                                        break;
                                      }
                                    }
                                    if (valid7) {
                                      let i3 = data17.length;
                                      let j1;
                                      if (i3 > 1) {
                                        const indices0 = {};
                                        for (; i3--;) {
                                          let item0 = data17[i3];
                                          if (typeof item0 !== 'string') {
                                            continue;
                                          }
                                          if (typeof indices0[item0] == 'number') {
                                            j1 = indices0[item0];
                                            validate68.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/sms/countryDialingCodes',
                                                schemaPath:
                                                  '#/properties/sms/properties/countryDialingCodes/uniqueItems',
                                                keyword: 'uniqueItems',
                                                params: { i: i3, j: j1 },
                                                message:
                                                  'must NOT have duplicate items (items ## ' +
                                                  j1 +
                                                  ' and ' +
                                                  i3 +
                                                  ' are identical)',
                                              },
                                            ];
                                            return false;
                                            break;
                                          }
                                          indices0[item0] = i3;
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/sms/countryDialingCodes',
                                      schemaPath:
                                        '#/properties/sms/properties/countryDialingCodes/type',
                                      keyword: 'type',
                                      params: { type: 'array' },
                                      message: 'must be array',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid6 = _errs36 === errors;
                            } else {
                              var valid6 = true;
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate68.errors = [
                      {
                        instancePath: instancePath + '/sms',
                        schemaPath: '#/properties/sms/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs30 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.firebase !== undefined) {
                  let data19 = data.firebase;
                  const _errs40 = errors;
                  if (errors === _errs40) {
                    if (data19 && typeof data19 == 'object' && !Array.isArray(data19)) {
                      let missing3;
                      if (
                        (data19.apiKey === undefined && (missing3 = 'apiKey')) ||
                        (data19.authDomain === undefined && (missing3 = 'authDomain')) ||
                        (data19.projectId === undefined && (missing3 = 'projectId')) ||
                        (data19.appId === undefined && (missing3 = 'appId'))
                      ) {
                        validate68.errors = [
                          {
                            instancePath: instancePath + '/firebase',
                            schemaPath: '#/properties/firebase/required',
                            keyword: 'required',
                            params: { missingProperty: missing3 },
                            message: "must have required property '" + missing3 + "'",
                          },
                        ];
                        return false;
                      } else {
                        const _errs42 = errors;
                        for (const key5 in data19) {
                          if (!(
                            key5 === 'apiKey' ||
                            key5 === 'authDomain' ||
                            key5 === 'projectId' ||
                            key5 === 'appId'
                          )) {
                            validate68.errors = [
                              {
                                instancePath: instancePath + '/firebase',
                                schemaPath: '#/properties/firebase/additionalProperties',
                                keyword: 'additionalProperties',
                                params: { additionalProperty: key5 },
                                message: 'must NOT have additional properties',
                              },
                            ];
                            return false;
                            break;
                          }
                        }
                        if (_errs42 === errors) {
                          if (data19.apiKey !== undefined) {
                            let data20 = data19.apiKey;
                            const _errs43 = errors;
                            const _errs44 = errors;
                            if (errors === _errs44) {
                              if (typeof data20 === 'string') {
                                if (!pattern55.test(data20)) {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/firebase/apiKey',
                                      schemaPath: 'defs.schema.json#/$defs/providerId/pattern',
                                      keyword: 'pattern',
                                      params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                                      message: 'must match pattern "' + '^[A-Za-z0-9_.:-]+$' + '"',
                                    },
                                  ];
                                  return false;
                                }
                              } else {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/firebase/apiKey',
                                    schemaPath: 'defs.schema.json#/$defs/providerId/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                            }
                            if (errors === _errs43) {
                              if (typeof data20 === 'string') {
                                if (func2(data20) < 10) {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/firebase/apiKey',
                                      schemaPath:
                                        '#/properties/firebase/properties/apiKey/minLength',
                                      keyword: 'minLength',
                                      params: { limit: 10 },
                                      message: 'must NOT have fewer than 10 characters',
                                    },
                                  ];
                                  return false;
                                }
                              } else {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/firebase/apiKey',
                                    schemaPath: '#/properties/firebase/properties/apiKey/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid9 = _errs43 === errors;
                          } else {
                            var valid9 = true;
                          }
                          if (valid9) {
                            if (data19.authDomain !== undefined) {
                              let data21 = data19.authDomain;
                              const _errs47 = errors;
                              const _errs48 = errors;
                              if (errors === _errs48) {
                                if (typeof data21 === 'string') {
                                  if (func2(data21) > 253) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/firebase/authDomain',
                                        schemaPath: 'defs.schema.json#/$defs/hostname/maxLength',
                                        keyword: 'maxLength',
                                        params: { limit: 253 },
                                        message: 'must NOT have more than 253 characters',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (!pattern5.test(data21)) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/firebase/authDomain',
                                          schemaPath: 'defs.schema.json#/$defs/hostname/pattern',
                                          keyword: 'pattern',
                                          params: {
                                            pattern:
                                              '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
                                          },
                                          message:
                                            'must match pattern "' +
                                            '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' +
                                            '"',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                } else {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/firebase/authDomain',
                                      schemaPath: 'defs.schema.json#/$defs/hostname/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid9 = _errs47 === errors;
                            } else {
                              var valid9 = true;
                            }
                            if (valid9) {
                              if (data19.projectId !== undefined) {
                                let data22 = data19.projectId;
                                const _errs50 = errors;
                                if (errors === _errs50) {
                                  if (typeof data22 === 'string') {
                                    if (!pattern60.test(data22)) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/firebase/projectId',
                                          schemaPath:
                                            '#/properties/firebase/properties/projectId/pattern',
                                          keyword: 'pattern',
                                          params: { pattern: '^[a-z0-9-]{4,40}$' },
                                          message:
                                            'must match pattern "' + '^[a-z0-9-]{4,40}$' + '"',
                                        },
                                      ];
                                      return false;
                                    }
                                  } else {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/firebase/projectId',
                                        schemaPath:
                                          '#/properties/firebase/properties/projectId/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid9 = _errs50 === errors;
                              } else {
                                var valid9 = true;
                              }
                              if (valid9) {
                                if (data19.appId !== undefined) {
                                  let data23 = data19.appId;
                                  const _errs52 = errors;
                                  const _errs53 = errors;
                                  if (errors === _errs53) {
                                    if (typeof data23 === 'string') {
                                      if (!pattern55.test(data23)) {
                                        validate68.errors = [
                                          {
                                            instancePath: instancePath + '/firebase/appId',
                                            schemaPath:
                                              'defs.schema.json#/$defs/providerId/pattern',
                                            keyword: 'pattern',
                                            params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                                            message:
                                              'must match pattern "' + '^[A-Za-z0-9_.:-]+$' + '"',
                                          },
                                        ];
                                        return false;
                                      }
                                    } else {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/firebase/appId',
                                          schemaPath: 'defs.schema.json#/$defs/providerId/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  if (errors === _errs52) {
                                    if (typeof data23 === 'string') {
                                      if (func2(data23) < 5) {
                                        validate68.errors = [
                                          {
                                            instancePath: instancePath + '/firebase/appId',
                                            schemaPath:
                                              '#/properties/firebase/properties/appId/minLength',
                                            keyword: 'minLength',
                                            params: { limit: 5 },
                                            message: 'must NOT have fewer than 5 characters',
                                          },
                                        ];
                                        return false;
                                      }
                                    } else {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/firebase/appId',
                                          schemaPath: '#/properties/firebase/properties/appId/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid9 = _errs52 === errors;
                                } else {
                                  var valid9 = true;
                                }
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate68.errors = [
                        {
                          instancePath: instancePath + '/firebase',
                          schemaPath: '#/properties/firebase/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs40 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.line !== undefined) {
                    let data24 = data.line;
                    const _errs56 = errors;
                    if (errors === _errs56) {
                      if (data24 && typeof data24 == 'object' && !Array.isArray(data24)) {
                        let missing4;
                        if (data24.clientId === undefined && (missing4 = 'clientId')) {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/line',
                              schemaPath: '#/properties/line/required',
                              keyword: 'required',
                              params: { missingProperty: missing4 },
                              message: "must have required property '" + missing4 + "'",
                            },
                          ];
                          return false;
                        } else {
                          const _errs58 = errors;
                          for (const key6 in data24) {
                            if (!(key6 === 'clientId')) {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/line',
                                  schemaPath: '#/properties/line/additionalProperties',
                                  keyword: 'additionalProperties',
                                  params: { additionalProperty: key6 },
                                  message: 'must NOT have additional properties',
                                },
                              ];
                              return false;
                              break;
                            }
                          }
                          if (_errs58 === errors) {
                            if (data24.clientId !== undefined) {
                              let data25 = data24.clientId;
                              const _errs59 = errors;
                              if (errors === _errs59) {
                                if (typeof data25 === 'string') {
                                  if (!pattern62.test(data25)) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/line/clientId',
                                        schemaPath: '#/properties/line/properties/clientId/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^[0-9]{10}$' },
                                        message: 'must match pattern "' + '^[0-9]{10}$' + '"',
                                      },
                                    ];
                                    return false;
                                  }
                                } else {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/line/clientId',
                                      schemaPath: '#/properties/line/properties/clientId/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate68.errors = [
                          {
                            instancePath: instancePath + '/line',
                            schemaPath: '#/properties/line/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs56 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.telegram !== undefined) {
                      let data26 = data.telegram;
                      const _errs61 = errors;
                      if (errors === _errs61) {
                        if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
                          let missing5;
                          if (
                            (data26.botId === undefined && (missing5 = 'botId')) ||
                            (data26.authDomain === undefined && (missing5 = 'authDomain'))
                          ) {
                            validate68.errors = [
                              {
                                instancePath: instancePath + '/telegram',
                                schemaPath: '#/properties/telegram/required',
                                keyword: 'required',
                                params: { missingProperty: missing5 },
                                message: "must have required property '" + missing5 + "'",
                              },
                            ];
                            return false;
                          } else {
                            const _errs63 = errors;
                            for (const key7 in data26) {
                              if (!(key7 === 'botId' || key7 === 'authDomain')) {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/telegram',
                                    schemaPath: '#/properties/telegram/additionalProperties',
                                    keyword: 'additionalProperties',
                                    params: { additionalProperty: key7 },
                                    message: 'must NOT have additional properties',
                                  },
                                ];
                                return false;
                                break;
                              }
                            }
                            if (_errs63 === errors) {
                              if (data26.botId !== undefined) {
                                let data27 = data26.botId;
                                const _errs64 = errors;
                                if (errors === _errs64) {
                                  if (typeof data27 === 'string') {
                                    if (!pattern63.test(data27)) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/telegram/botId',
                                          schemaPath:
                                            '#/properties/telegram/properties/botId/pattern',
                                          keyword: 'pattern',
                                          params: { pattern: '^[0-9]{5,15}$' },
                                          message: 'must match pattern "' + '^[0-9]{5,15}$' + '"',
                                        },
                                      ];
                                      return false;
                                    }
                                  } else {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/telegram/botId',
                                        schemaPath: '#/properties/telegram/properties/botId/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid14 = _errs64 === errors;
                              } else {
                                var valid14 = true;
                              }
                              if (valid14) {
                                if (data26.authDomain !== undefined) {
                                  let data28 = data26.authDomain;
                                  const _errs66 = errors;
                                  const _errs67 = errors;
                                  if (errors === _errs67) {
                                    if (typeof data28 === 'string') {
                                      if (func2(data28) > 260) {
                                        validate68.errors = [
                                          {
                                            instancePath: instancePath + '/telegram/authDomain',
                                            schemaPath:
                                              'defs.schema.json#/$defs/httpsOrigin/maxLength',
                                            keyword: 'maxLength',
                                            params: { limit: 260 },
                                            message: 'must NOT have more than 260 characters',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (!pattern7.test(data28)) {
                                          validate68.errors = [
                                            {
                                              instancePath: instancePath + '/telegram/authDomain',
                                              schemaPath:
                                                'defs.schema.json#/$defs/httpsOrigin/pattern',
                                              keyword: 'pattern',
                                              params: {
                                                pattern:
                                                  '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$',
                                              },
                                              message:
                                                'must match pattern "' +
                                                '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$' +
                                                '"',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    } else {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/telegram/authDomain',
                                          schemaPath: 'defs.schema.json#/$defs/httpsOrigin/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid14 = _errs66 === errors;
                                } else {
                                  var valid14 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/telegram',
                              schemaPath: '#/properties/telegram/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs61 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.maya !== undefined) {
                        let data29 = data.maya;
                        const _errs69 = errors;
                        if (errors === _errs69) {
                          if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
                            let missing6;
                            if (
                              (data29.enabled === undefined && (missing6 = 'enabled')) ||
                              (data29.env === undefined && (missing6 = 'env'))
                            ) {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/maya',
                                  schemaPath: '#/properties/maya/required',
                                  keyword: 'required',
                                  params: { missingProperty: missing6 },
                                  message: "must have required property '" + missing6 + "'",
                                },
                              ];
                              return false;
                            } else {
                              const _errs71 = errors;
                              for (const key8 in data29) {
                                if (!(key8 === 'enabled' || key8 === 'env')) {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/maya',
                                      schemaPath: '#/properties/maya/additionalProperties',
                                      keyword: 'additionalProperties',
                                      params: { additionalProperty: key8 },
                                      message: 'must NOT have additional properties',
                                    },
                                  ];
                                  return false;
                                  break;
                                }
                              }
                              if (_errs71 === errors) {
                                if (data29.enabled !== undefined) {
                                  const _errs72 = errors;
                                  if (typeof data29.enabled !== 'boolean') {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/maya/enabled',
                                        schemaPath: '#/properties/maya/properties/enabled/type',
                                        keyword: 'type',
                                        params: { type: 'boolean' },
                                        message: 'must be boolean',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid16 = _errs72 === errors;
                                } else {
                                  var valid16 = true;
                                }
                                if (valid16) {
                                  if (data29.env !== undefined) {
                                    let data31 = data29.env;
                                    const _errs74 = errors;
                                    if (!(data31 === 'SANDBOX' || data31 === 'PRODUCTION')) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/maya/env',
                                          schemaPath: '#/properties/maya/properties/env/enum',
                                          keyword: 'enum',
                                          params: {
                                            allowedValues:
                                              schema108.properties.maya.properties.env.enum,
                                          },
                                          message: 'must be equal to one of the allowed values',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid16 = _errs74 === errors;
                                  } else {
                                    var valid16 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate68.errors = [
                              {
                                instancePath: instancePath + '/maya',
                                schemaPath: '#/properties/maya/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs69 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.google !== undefined) {
                          let data32 = data.google;
                          const _errs75 = errors;
                          if (errors === _errs75) {
                            if (data32 && typeof data32 == 'object' && !Array.isArray(data32)) {
                              let missing7;
                              if (data32.clientId === undefined && (missing7 = 'clientId')) {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/google',
                                    schemaPath: '#/properties/google/required',
                                    keyword: 'required',
                                    params: { missingProperty: missing7 },
                                    message: "must have required property '" + missing7 + "'",
                                  },
                                ];
                                return false;
                              } else {
                                const _errs77 = errors;
                                for (const key9 in data32) {
                                  if (!(key9 === 'clientId')) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/google',
                                        schemaPath: '#/properties/google/additionalProperties',
                                        keyword: 'additionalProperties',
                                        params: { additionalProperty: key9 },
                                        message: 'must NOT have additional properties',
                                      },
                                    ];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs77 === errors) {
                                  if (data32.clientId !== undefined) {
                                    let data33 = data32.clientId;
                                    const _errs78 = errors;
                                    if (errors === _errs78) {
                                      if (typeof data33 === 'string') {
                                        if (!pattern65.test(data33)) {
                                          validate68.errors = [
                                            {
                                              instancePath: instancePath + '/google/clientId',
                                              schemaPath:
                                                '#/properties/google/properties/clientId/pattern',
                                              keyword: 'pattern',
                                              params: {
                                                pattern:
                                                  '^[0-9A-Za-z-]+\\.apps\\.googleusercontent\\.com$',
                                              },
                                              message:
                                                'must match pattern "' +
                                                '^[0-9A-Za-z-]+\\.apps\\.googleusercontent\\.com$' +
                                                '"',
                                            },
                                          ];
                                          return false;
                                        }
                                      } else {
                                        validate68.errors = [
                                          {
                                            instancePath: instancePath + '/google/clientId',
                                            schemaPath:
                                              '#/properties/google/properties/clientId/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/google',
                                  schemaPath: '#/properties/google/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs75 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.facebook !== undefined) {
                            let data34 = data.facebook;
                            const _errs80 = errors;
                            if (errors === _errs80) {
                              if (data34 && typeof data34 == 'object' && !Array.isArray(data34)) {
                                let missing8;
                                if (data34.appId === undefined && (missing8 = 'appId')) {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/facebook',
                                      schemaPath: '#/properties/facebook/required',
                                      keyword: 'required',
                                      params: { missingProperty: missing8 },
                                      message: "must have required property '" + missing8 + "'",
                                    },
                                  ];
                                  return false;
                                } else {
                                  const _errs82 = errors;
                                  for (const key10 in data34) {
                                    if (!(key10 === 'appId')) {
                                      validate68.errors = [
                                        {
                                          instancePath: instancePath + '/facebook',
                                          schemaPath: '#/properties/facebook/additionalProperties',
                                          keyword: 'additionalProperties',
                                          params: { additionalProperty: key10 },
                                          message: 'must NOT have additional properties',
                                        },
                                      ];
                                      return false;
                                      break;
                                    }
                                  }
                                  if (_errs82 === errors) {
                                    if (data34.appId !== undefined) {
                                      let data35 = data34.appId;
                                      const _errs83 = errors;
                                      if (errors === _errs83) {
                                        if (typeof data35 === 'string') {
                                          if (!pattern66.test(data35)) {
                                            validate68.errors = [
                                              {
                                                instancePath: instancePath + '/facebook/appId',
                                                schemaPath:
                                                  '#/properties/facebook/properties/appId/pattern',
                                                keyword: 'pattern',
                                                params: { pattern: '^[0-9]{6,20}$' },
                                                message:
                                                  'must match pattern "' + '^[0-9]{6,20}$' + '"',
                                              },
                                            ];
                                            return false;
                                          }
                                        } else {
                                          validate68.errors = [
                                            {
                                              instancePath: instancePath + '/facebook/appId',
                                              schemaPath:
                                                '#/properties/facebook/properties/appId/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/facebook',
                                    schemaPath: '#/properties/facebook/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid0 = _errs80 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.twitter !== undefined) {
                              let data36 = data.twitter;
                              const _errs85 = errors;
                              if (errors === _errs85) {
                                if (data36 && typeof data36 == 'object' && !Array.isArray(data36)) {
                                  let missing9;
                                  if (data36.clientId === undefined && (missing9 = 'clientId')) {
                                    validate68.errors = [
                                      {
                                        instancePath: instancePath + '/twitter',
                                        schemaPath: '#/properties/twitter/required',
                                        keyword: 'required',
                                        params: { missingProperty: missing9 },
                                        message: "must have required property '" + missing9 + "'",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    const _errs87 = errors;
                                    for (const key11 in data36) {
                                      if (!(key11 === 'clientId')) {
                                        validate68.errors = [
                                          {
                                            instancePath: instancePath + '/twitter',
                                            schemaPath: '#/properties/twitter/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key11 },
                                            message: 'must NOT have additional properties',
                                          },
                                        ];
                                        return false;
                                        break;
                                      }
                                    }
                                    if (_errs87 === errors) {
                                      if (data36.clientId !== undefined) {
                                        let data37 = data36.clientId;
                                        const _errs88 = errors;
                                        const _errs89 = errors;
                                        if (errors === _errs89) {
                                          if (typeof data37 === 'string') {
                                            if (!pattern55.test(data37)) {
                                              validate68.errors = [
                                                {
                                                  instancePath: instancePath + '/twitter/clientId',
                                                  schemaPath:
                                                    'defs.schema.json#/$defs/providerId/pattern',
                                                  keyword: 'pattern',
                                                  params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                                                  message:
                                                    'must match pattern "' +
                                                    '^[A-Za-z0-9_.:-]+$' +
                                                    '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          } else {
                                            validate68.errors = [
                                              {
                                                instancePath: instancePath + '/twitter/clientId',
                                                schemaPath:
                                                  'defs.schema.json#/$defs/providerId/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        if (errors === _errs88) {
                                          if (typeof data37 === 'string') {
                                            if (func2(data37) < 8) {
                                              validate68.errors = [
                                                {
                                                  instancePath: instancePath + '/twitter/clientId',
                                                  schemaPath:
                                                    '#/properties/twitter/properties/clientId/minLength',
                                                  keyword: 'minLength',
                                                  params: { limit: 8 },
                                                  message: 'must NOT have fewer than 8 characters',
                                                },
                                              ];
                                              return false;
                                            }
                                          } else {
                                            validate68.errors = [
                                              {
                                                instancePath: instancePath + '/twitter/clientId',
                                                schemaPath:
                                                  '#/properties/twitter/properties/clientId/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate68.errors = [
                                    {
                                      instancePath: instancePath + '/twitter',
                                      schemaPath: '#/properties/twitter/type',
                                      keyword: 'type',
                                      params: { type: 'object' },
                                      message: 'must be object',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid0 = _errs85 === errors;
                            } else {
                              var valid0 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate68.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema114 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://schemas.mobile-web.local/push.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: {
    enabled: { type: 'boolean' },
    provider: { enum: ['firebase', 'fake'] },
    vapidKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{80,100}$' },
    appId: { $ref: 'defs.schema.json#/$defs/providerId', type: 'string', minLength: 5 },
    apiKey: { $ref: 'defs.schema.json#/$defs/providerId', type: 'string', minLength: 10 },
    authDomain: { $ref: 'defs.schema.json#/$defs/hostname' },
    projectId: { type: 'string', pattern: '^[a-z0-9-]{4,40}$' },
    messagingSenderId: { type: 'string', pattern: '^[0-9]{6,20}$' },
    promptDelaySeconds: { type: 'integer', minimum: 0, maximum: 600 },
  },
};
const pattern68 = new RegExp('^[A-Za-z0-9_-]{80,100}$', 'u');
function validate70(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/push.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.enabled === undefined && (missing0 = 'enabled')) {
        validate70.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func1.call(schema114.properties, key0)) {
            validate70.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.enabled !== undefined) {
            const _errs2 = errors;
            if (typeof data.enabled !== 'boolean') {
              validate70.errors = [
                {
                  instancePath: instancePath + '/enabled',
                  schemaPath: '#/properties/enabled/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.provider !== undefined) {
              let data1 = data.provider;
              const _errs4 = errors;
              if (!(data1 === 'firebase' || data1 === 'fake')) {
                validate70.errors = [
                  {
                    instancePath: instancePath + '/provider',
                    schemaPath: '#/properties/provider/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema114.properties.provider.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.vapidKey !== undefined) {
                let data2 = data.vapidKey;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === 'string') {
                    if (!pattern68.test(data2)) {
                      validate70.errors = [
                        {
                          instancePath: instancePath + '/vapidKey',
                          schemaPath: '#/properties/vapidKey/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^[A-Za-z0-9_-]{80,100}$' },
                          message: 'must match pattern "' + '^[A-Za-z0-9_-]{80,100}$' + '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate70.errors = [
                      {
                        instancePath: instancePath + '/vapidKey',
                        schemaPath: '#/properties/vapidKey/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.appId !== undefined) {
                  let data3 = data.appId;
                  const _errs7 = errors;
                  const _errs8 = errors;
                  if (errors === _errs8) {
                    if (typeof data3 === 'string') {
                      if (!pattern55.test(data3)) {
                        validate70.errors = [
                          {
                            instancePath: instancePath + '/appId',
                            schemaPath: 'defs.schema.json#/$defs/providerId/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                            message: 'must match pattern "' + '^[A-Za-z0-9_.:-]+$' + '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate70.errors = [
                        {
                          instancePath: instancePath + '/appId',
                          schemaPath: 'defs.schema.json#/$defs/providerId/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  if (errors === _errs7) {
                    if (typeof data3 === 'string') {
                      if (func2(data3) < 5) {
                        validate70.errors = [
                          {
                            instancePath: instancePath + '/appId',
                            schemaPath: '#/properties/appId/minLength',
                            keyword: 'minLength',
                            params: { limit: 5 },
                            message: 'must NOT have fewer than 5 characters',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate70.errors = [
                        {
                          instancePath: instancePath + '/appId',
                          schemaPath: '#/properties/appId/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.apiKey !== undefined) {
                    let data4 = data.apiKey;
                    const _errs11 = errors;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (typeof data4 === 'string') {
                        if (!pattern55.test(data4)) {
                          validate70.errors = [
                            {
                              instancePath: instancePath + '/apiKey',
                              schemaPath: 'defs.schema.json#/$defs/providerId/pattern',
                              keyword: 'pattern',
                              params: { pattern: '^[A-Za-z0-9_.:-]+$' },
                              message: 'must match pattern "' + '^[A-Za-z0-9_.:-]+$' + '"',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate70.errors = [
                          {
                            instancePath: instancePath + '/apiKey',
                            schemaPath: 'defs.schema.json#/$defs/providerId/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    if (errors === _errs11) {
                      if (typeof data4 === 'string') {
                        if (func2(data4) < 10) {
                          validate70.errors = [
                            {
                              instancePath: instancePath + '/apiKey',
                              schemaPath: '#/properties/apiKey/minLength',
                              keyword: 'minLength',
                              params: { limit: 10 },
                              message: 'must NOT have fewer than 10 characters',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate70.errors = [
                          {
                            instancePath: instancePath + '/apiKey',
                            schemaPath: '#/properties/apiKey/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.authDomain !== undefined) {
                      let data5 = data.authDomain;
                      const _errs15 = errors;
                      const _errs16 = errors;
                      if (errors === _errs16) {
                        if (typeof data5 === 'string') {
                          if (func2(data5) > 253) {
                            validate70.errors = [
                              {
                                instancePath: instancePath + '/authDomain',
                                schemaPath: 'defs.schema.json#/$defs/hostname/maxLength',
                                keyword: 'maxLength',
                                params: { limit: 253 },
                                message: 'must NOT have more than 253 characters',
                              },
                            ];
                            return false;
                          } else {
                            if (!pattern5.test(data5)) {
                              validate70.errors = [
                                {
                                  instancePath: instancePath + '/authDomain',
                                  schemaPath: 'defs.schema.json#/$defs/hostname/pattern',
                                  keyword: 'pattern',
                                  params: {
                                    pattern:
                                      '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
                                  },
                                  message:
                                    'must match pattern "' +
                                    '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' +
                                    '"',
                                },
                              ];
                              return false;
                            }
                          }
                        } else {
                          validate70.errors = [
                            {
                              instancePath: instancePath + '/authDomain',
                              schemaPath: 'defs.schema.json#/$defs/hostname/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.projectId !== undefined) {
                        let data6 = data.projectId;
                        const _errs18 = errors;
                        if (errors === _errs18) {
                          if (typeof data6 === 'string') {
                            if (!pattern60.test(data6)) {
                              validate70.errors = [
                                {
                                  instancePath: instancePath + '/projectId',
                                  schemaPath: '#/properties/projectId/pattern',
                                  keyword: 'pattern',
                                  params: { pattern: '^[a-z0-9-]{4,40}$' },
                                  message: 'must match pattern "' + '^[a-z0-9-]{4,40}$' + '"',
                                },
                              ];
                              return false;
                            }
                          } else {
                            validate70.errors = [
                              {
                                instancePath: instancePath + '/projectId',
                                schemaPath: '#/properties/projectId/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.messagingSenderId !== undefined) {
                          let data7 = data.messagingSenderId;
                          const _errs20 = errors;
                          if (errors === _errs20) {
                            if (typeof data7 === 'string') {
                              if (!pattern66.test(data7)) {
                                validate70.errors = [
                                  {
                                    instancePath: instancePath + '/messagingSenderId',
                                    schemaPath: '#/properties/messagingSenderId/pattern',
                                    keyword: 'pattern',
                                    params: { pattern: '^[0-9]{6,20}$' },
                                    message: 'must match pattern "' + '^[0-9]{6,20}$' + '"',
                                  },
                                ];
                                return false;
                              }
                            } else {
                              validate70.errors = [
                                {
                                  instancePath: instancePath + '/messagingSenderId',
                                  schemaPath: '#/properties/messagingSenderId/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs20 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.promptDelaySeconds !== undefined) {
                            let data8 = data.promptDelaySeconds;
                            const _errs22 = errors;
                            if (!(
                              typeof data8 == 'number' &&
                              !(data8 % 1) &&
                              !isNaN(data8) &&
                              isFinite(data8)
                            )) {
                              validate70.errors = [
                                {
                                  instancePath: instancePath + '/promptDelaySeconds',
                                  schemaPath: '#/properties/promptDelaySeconds/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs22) {
                              if (typeof data8 == 'number' && isFinite(data8)) {
                                if (data8 > 600 || isNaN(data8)) {
                                  validate70.errors = [
                                    {
                                      instancePath: instancePath + '/promptDelaySeconds',
                                      schemaPath: '#/properties/promptDelaySeconds/maximum',
                                      keyword: 'maximum',
                                      params: { comparison: '<=', limit: 600 },
                                      message: 'must be <= 600',
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (data8 < 0 || isNaN(data8)) {
                                    validate70.errors = [
                                      {
                                        instancePath: instancePath + '/promptDelaySeconds',
                                        schemaPath: '#/properties/promptDelaySeconds/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                            }
                            var valid0 = _errs22 === errors;
                          } else {
                            var valid0 = true;
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate70.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate70.errors = vErrors;
  return errors === 0;
}
validate70.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.mobile-web.local/tenant.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.schemaVersion === undefined && (missing0 = 'schemaVersion')) ||
        (data.merchantCode === undefined && (missing0 = 'merchantCode')) ||
        (data.displayName === undefined && (missing0 = 'displayName')) ||
        (data.domains === undefined && (missing0 = 'domains')) ||
        (data.flags === undefined && (missing0 = 'flags')) ||
        (data.whitelabel === undefined && (missing0 = 'whitelabel')) ||
        (data.region === undefined && (missing0 = 'region')) ||
        (data.languages === undefined && (missing0 = 'languages')) ||
        (data.template === undefined && (missing0 = 'template')) ||
        (data.theme === undefined && (missing0 = 'theme')) ||
        (data.manifest === undefined && (missing0 = 'manifest')) ||
        (data.menu === undefined && (missing0 = 'menu')) ||
        (data.widgets === undefined && (missing0 = 'widgets')) ||
        (data.downloads === undefined && (missing0 = 'downloads')) ||
        (data.customerService === undefined && (missing0 = 'customerService')) ||
        (data.auth === undefined && (missing0 = 'auth')) ||
        (data.games === undefined && (missing0 = 'games'))
      ) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func1.call(schema31.properties, key0)) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.$schema !== undefined) {
            const _errs2 = errors;
            if (typeof data.$schema !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/$schema',
                  schemaPath: '#/properties/%24schema/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.schemaVersion !== undefined) {
              const _errs4 = errors;
              if (2 !== data.schemaVersion) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/schemaVersion',
                    schemaPath: '#/properties/schemaVersion/const',
                    keyword: 'const',
                    params: { allowedValue: 2 },
                    message: 'must be equal to constant',
                  },
                ];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.merchantCode !== undefined) {
                let data2 = data.merchantCode;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === 'string') {
                    if (!pattern4.test(data2)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/merchantCode',
                          schemaPath: '#/properties/merchantCode/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^[a-z][a-z0-9-]{1,31}$' },
                          message: 'must match pattern "' + '^[a-z][a-z0-9-]{1,31}$' + '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/merchantCode',
                        schemaPath: '#/properties/merchantCode/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.displayName !== undefined) {
                  let data3 = data.displayName;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 === 'string') {
                      if (func2(data3) > 60) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/displayName',
                            schemaPath: '#/properties/displayName/maxLength',
                            keyword: 'maxLength',
                            params: { limit: 60 },
                            message: 'must NOT have more than 60 characters',
                          },
                        ];
                        return false;
                      } else {
                        if (func2(data3) < 1) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/displayName',
                              schemaPath: '#/properties/displayName/minLength',
                              keyword: 'minLength',
                              params: { limit: 1 },
                              message: 'must NOT have fewer than 1 characters',
                            },
                          ];
                          return false;
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/displayName',
                          schemaPath: '#/properties/displayName/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.domains !== undefined) {
                    let data4 = data.domains;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (Array.isArray(data4)) {
                        if (data4.length < 1) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/domains',
                              schemaPath: '#/properties/domains/minItems',
                              keyword: 'minItems',
                              params: { limit: 1 },
                              message: 'must NOT have fewer than 1 items',
                            },
                          ];
                          return false;
                        } else {
                          var valid1 = true;
                          const len0 = data4.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            let data5 = data4[i0];
                            const _errs11 = errors;
                            const _errs12 = errors;
                            if (errors === _errs12) {
                              if (typeof data5 === 'string') {
                                if (func2(data5) > 253) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/domains/' + i0,
                                      schemaPath: 'defs.schema.json#/$defs/hostname/maxLength',
                                      keyword: 'maxLength',
                                      params: { limit: 253 },
                                      message: 'must NOT have more than 253 characters',
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (!pattern5.test(data5)) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/domains/' + i0,
                                        schemaPath: 'defs.schema.json#/$defs/hostname/pattern',
                                        keyword: 'pattern',
                                        params: {
                                          pattern:
                                            '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
                                        },
                                        message:
                                          'must match pattern "' +
                                          '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' +
                                          '"',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/domains/' + i0,
                                    schemaPath: 'defs.schema.json#/$defs/hostname/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid1 = _errs11 === errors;
                            if (!valid1) {
                              break;
                            }
                          }
                          if (valid1) {
                            let i1 = data4.length;
                            let j0;
                            if (i1 > 1) {
                              outer0: for (; i1--;) {
                                for (j0 = i1; j0--;) {
                                  if (func0(data4[i1], data4[j0])) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/domains',
                                        schemaPath: '#/properties/domains/uniqueItems',
                                        keyword: 'uniqueItems',
                                        params: { i: i1, j: j0 },
                                        message:
                                          'must NOT have duplicate items (items ## ' +
                                          j0 +
                                          ' and ' +
                                          i1 +
                                          ' are identical)',
                                      },
                                    ];
                                    return false;
                                    break outer0;
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/domains',
                            schemaPath: '#/properties/domains/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.trustedLinkHosts !== undefined) {
                      let data6 = data.trustedLinkHosts;
                      const _errs14 = errors;
                      if (errors === _errs14) {
                        if (Array.isArray(data6)) {
                          var valid4 = true;
                          const len1 = data6.length;
                          for (let i2 = 0; i2 < len1; i2++) {
                            let data7 = data6[i2];
                            const _errs16 = errors;
                            const _errs17 = errors;
                            if (errors === _errs17) {
                              if (typeof data7 === 'string') {
                                if (func2(data7) > 253) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/trustedLinkHosts/' + i2,
                                      schemaPath: 'defs.schema.json#/$defs/hostname/maxLength',
                                      keyword: 'maxLength',
                                      params: { limit: 253 },
                                      message: 'must NOT have more than 253 characters',
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (!pattern5.test(data7)) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/trustedLinkHosts/' + i2,
                                        schemaPath: 'defs.schema.json#/$defs/hostname/pattern',
                                        keyword: 'pattern',
                                        params: {
                                          pattern:
                                            '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
                                        },
                                        message:
                                          'must match pattern "' +
                                          '^(\\*\\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' +
                                          '"',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/trustedLinkHosts/' + i2,
                                    schemaPath: 'defs.schema.json#/$defs/hostname/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid4 = _errs16 === errors;
                            if (!valid4) {
                              break;
                            }
                          }
                          if (valid4) {
                            let i3 = data6.length;
                            let j1;
                            if (i3 > 1) {
                              outer1: for (; i3--;) {
                                for (j1 = i3; j1--;) {
                                  if (func0(data6[i3], data6[j1])) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/trustedLinkHosts',
                                        schemaPath: '#/properties/trustedLinkHosts/uniqueItems',
                                        keyword: 'uniqueItems',
                                        params: { i: i3, j: j1 },
                                        message:
                                          'must NOT have duplicate items (items ## ' +
                                          j1 +
                                          ' and ' +
                                          i3 +
                                          ' are identical)',
                                      },
                                    ];
                                    return false;
                                    break outer1;
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/trustedLinkHosts',
                              schemaPath: '#/properties/trustedLinkHosts/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.embedders !== undefined) {
                        let data8 = data.embedders;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (Array.isArray(data8)) {
                            var valid7 = true;
                            const len2 = data8.length;
                            for (let i4 = 0; i4 < len2; i4++) {
                              let data9 = data8[i4];
                              const _errs21 = errors;
                              const _errs22 = errors;
                              if (errors === _errs22) {
                                if (typeof data9 === 'string') {
                                  if (func2(data9) > 260) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/embedders/' + i4,
                                        schemaPath: 'defs.schema.json#/$defs/httpsOrigin/maxLength',
                                        keyword: 'maxLength',
                                        params: { limit: 260 },
                                        message: 'must NOT have more than 260 characters',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (!pattern7.test(data9)) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/embedders/' + i4,
                                          schemaPath: 'defs.schema.json#/$defs/httpsOrigin/pattern',
                                          keyword: 'pattern',
                                          params: {
                                            pattern:
                                              '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$',
                                          },
                                          message:
                                            'must match pattern "' +
                                            '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$' +
                                            '"',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                } else {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/embedders/' + i4,
                                      schemaPath: 'defs.schema.json#/$defs/httpsOrigin/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid7 = _errs21 === errors;
                              if (!valid7) {
                                break;
                              }
                            }
                            if (valid7) {
                              let i5 = data8.length;
                              let j2;
                              if (i5 > 1) {
                                outer2: for (; i5--;) {
                                  for (j2 = i5; j2--;) {
                                    if (func0(data8[i5], data8[j2])) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/embedders',
                                          schemaPath: '#/properties/embedders/uniqueItems',
                                          keyword: 'uniqueItems',
                                          params: { i: i5, j: j2 },
                                          message:
                                            'must NOT have duplicate items (items ## ' +
                                            j2 +
                                            ' and ' +
                                            i5 +
                                            ' are identical)',
                                        },
                                      ];
                                      return false;
                                      break outer2;
                                    }
                                  }
                                }
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/embedders',
                                schemaPath: '#/properties/embedders/type',
                                keyword: 'type',
                                params: { type: 'array' },
                                message: 'must be array',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.imageCdns !== undefined) {
                          let data10 = data.imageCdns;
                          const _errs24 = errors;
                          if (errors === _errs24) {
                            if (Array.isArray(data10)) {
                              if (data10.length > 8) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/imageCdns',
                                    schemaPath: '#/properties/imageCdns/maxItems',
                                    keyword: 'maxItems',
                                    params: { limit: 8 },
                                    message: 'must NOT have more than 8 items',
                                  },
                                ];
                                return false;
                              } else {
                                var valid10 = true;
                                const len3 = data10.length;
                                for (let i6 = 0; i6 < len3; i6++) {
                                  let data11 = data10[i6];
                                  const _errs26 = errors;
                                  const _errs27 = errors;
                                  if (errors === _errs27) {
                                    if (typeof data11 === 'string') {
                                      if (func2(data11) > 260) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/imageCdns/' + i6,
                                            schemaPath:
                                              'defs.schema.json#/$defs/httpsOrigin/maxLength',
                                            keyword: 'maxLength',
                                            params: { limit: 260 },
                                            message: 'must NOT have more than 260 characters',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (!pattern7.test(data11)) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/imageCdns/' + i6,
                                              schemaPath:
                                                'defs.schema.json#/$defs/httpsOrigin/pattern',
                                              keyword: 'pattern',
                                              params: {
                                                pattern:
                                                  '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$',
                                              },
                                              message:
                                                'must match pattern "' +
                                                '^https://[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?/?$' +
                                                '"',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/imageCdns/' + i6,
                                          schemaPath: 'defs.schema.json#/$defs/httpsOrigin/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid10 = _errs26 === errors;
                                  if (!valid10) {
                                    break;
                                  }
                                }
                                if (valid10) {
                                  let i7 = data10.length;
                                  let j3;
                                  if (i7 > 1) {
                                    outer3: for (; i7--;) {
                                      for (j3 = i7; j3--;) {
                                        if (func0(data10[i7], data10[j3])) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/imageCdns',
                                              schemaPath: '#/properties/imageCdns/uniqueItems',
                                              keyword: 'uniqueItems',
                                              params: { i: i7, j: j3 },
                                              message:
                                                'must NOT have duplicate items (items ## ' +
                                                j3 +
                                                ' and ' +
                                                i7 +
                                                ' are identical)',
                                            },
                                          ];
                                          return false;
                                          break outer3;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/imageCdns',
                                  schemaPath: '#/properties/imageCdns/type',
                                  keyword: 'type',
                                  params: { type: 'array' },
                                  message: 'must be array',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs24 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.flags !== undefined) {
                            let data12 = data.flags;
                            const _errs29 = errors;
                            const _errs30 = errors;
                            if (errors === _errs30) {
                              if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                                let missing1;
                                if (
                                  (data12.STARTGAMEINAPP3 === undefined &&
                                    (missing1 = 'STARTGAMEINAPP3')) ||
                                  (data12.GEETEST3 === undefined && (missing1 = 'GEETEST3')) ||
                                  (data12.GEETESTRISK3 === undefined &&
                                    (missing1 = 'GEETESTRISK3')) ||
                                  (data12.CBS3 === undefined && (missing1 = 'CBS3')) ||
                                  (data12.MOBILEAUTOLOGIN3 === undefined &&
                                    (missing1 = 'MOBILEAUTOLOGIN3')) ||
                                  (data12.PWDEXPFORCECHANGE3 === undefined &&
                                    (missing1 = 'PWDEXPFORCECHANGE3')) ||
                                  (data12.GOOGLELOGIN3 === undefined &&
                                    (missing1 = 'GOOGLELOGIN3')) ||
                                  (data12.FACEBOOKLOGIN3 === undefined &&
                                    (missing1 = 'FACEBOOKLOGIN3')) ||
                                  (data12.TWITTERLOGIN3 === undefined &&
                                    (missing1 = 'TWITTERLOGIN3')) ||
                                  (data12.LINELOGIN3 === undefined && (missing1 = 'LINELOGIN3')) ||
                                  (data12.TELEGRAMLOGIN3 === undefined &&
                                    (missing1 = 'TELEGRAMLOGIN3')) ||
                                  (data12.FIREBASECREATEACC3 === undefined &&
                                    (missing1 = 'FIREBASECREATEACC3')) ||
                                  (data12.SSOMANUALREG3 === undefined &&
                                    (missing1 = 'SSOMANUALREG3')) ||
                                  (data12.UPDATEMOBILEICC3 === undefined &&
                                    (missing1 = 'UPDATEMOBILEICC3'))
                                ) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/flags',
                                      schemaPath: 'flags.schema.json/required',
                                      keyword: 'required',
                                      params: { missingProperty: missing1 },
                                      message: "must have required property '" + missing1 + "'",
                                    },
                                  ];
                                  return false;
                                } else {
                                  const _errs32 = errors;
                                  for (const key1 in data12) {
                                    if (!func1.call(schema37.properties, key1)) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/flags',
                                          schemaPath: 'flags.schema.json/additionalProperties',
                                          keyword: 'additionalProperties',
                                          params: { additionalProperty: key1 },
                                          message: 'must NOT have additional properties',
                                        },
                                      ];
                                      return false;
                                      break;
                                    }
                                  }
                                  if (_errs32 === errors) {
                                    if (data12.STARTGAMEINAPP3 !== undefined) {
                                      const _errs33 = errors;
                                      if (typeof data12.STARTGAMEINAPP3 !== 'boolean') {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/flags/STARTGAMEINAPP3',
                                            schemaPath:
                                              'flags.schema.json/properties/STARTGAMEINAPP3/type',
                                            keyword: 'type',
                                            params: { type: 'boolean' },
                                            message: 'must be boolean',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid14 = _errs33 === errors;
                                    } else {
                                      var valid14 = true;
                                    }
                                    if (valid14) {
                                      if (data12.GEETEST3 !== undefined) {
                                        const _errs35 = errors;
                                        if (typeof data12.GEETEST3 !== 'boolean') {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/flags/GEETEST3',
                                              schemaPath:
                                                'flags.schema.json/properties/GEETEST3/type',
                                              keyword: 'type',
                                              params: { type: 'boolean' },
                                              message: 'must be boolean',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid14 = _errs35 === errors;
                                      } else {
                                        var valid14 = true;
                                      }
                                      if (valid14) {
                                        if (data12.GEETESTRISK3 !== undefined) {
                                          const _errs37 = errors;
                                          if (typeof data12.GEETESTRISK3 !== 'boolean') {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/flags/GEETESTRISK3',
                                                schemaPath:
                                                  'flags.schema.json/properties/GEETESTRISK3/type',
                                                keyword: 'type',
                                                params: { type: 'boolean' },
                                                message: 'must be boolean',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid14 = _errs37 === errors;
                                        } else {
                                          var valid14 = true;
                                        }
                                        if (valid14) {
                                          if (data12.CBS3 !== undefined) {
                                            const _errs39 = errors;
                                            if (typeof data12.CBS3 !== 'boolean') {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/flags/CBS3',
                                                  schemaPath:
                                                    'flags.schema.json/properties/CBS3/type',
                                                  keyword: 'type',
                                                  params: { type: 'boolean' },
                                                  message: 'must be boolean',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid14 = _errs39 === errors;
                                          } else {
                                            var valid14 = true;
                                          }
                                          if (valid14) {
                                            if (data12.MOBILEAUTOLOGIN3 !== undefined) {
                                              const _errs41 = errors;
                                              if (typeof data12.MOBILEAUTOLOGIN3 !== 'boolean') {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/flags/MOBILEAUTOLOGIN3',
                                                    schemaPath:
                                                      'flags.schema.json/properties/MOBILEAUTOLOGIN3/type',
                                                    keyword: 'type',
                                                    params: { type: 'boolean' },
                                                    message: 'must be boolean',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid14 = _errs41 === errors;
                                            } else {
                                              var valid14 = true;
                                            }
                                            if (valid14) {
                                              if (data12.PWDEXPFORCECHANGE3 !== undefined) {
                                                const _errs43 = errors;
                                                if (
                                                  typeof data12.PWDEXPFORCECHANGE3 !== 'boolean'
                                                ) {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/flags/PWDEXPFORCECHANGE3',
                                                      schemaPath:
                                                        'flags.schema.json/properties/PWDEXPFORCECHANGE3/type',
                                                      keyword: 'type',
                                                      params: { type: 'boolean' },
                                                      message: 'must be boolean',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                var valid14 = _errs43 === errors;
                                              } else {
                                                var valid14 = true;
                                              }
                                              if (valid14) {
                                                if (data12.GOOGLELOGIN3 !== undefined) {
                                                  const _errs45 = errors;
                                                  if (typeof data12.GOOGLELOGIN3 !== 'boolean') {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/flags/GOOGLELOGIN3',
                                                        schemaPath:
                                                          'flags.schema.json/properties/GOOGLELOGIN3/type',
                                                        keyword: 'type',
                                                        params: { type: 'boolean' },
                                                        message: 'must be boolean',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid14 = _errs45 === errors;
                                                } else {
                                                  var valid14 = true;
                                                }
                                                if (valid14) {
                                                  if (data12.FACEBOOKLOGIN3 !== undefined) {
                                                    const _errs47 = errors;
                                                    if (
                                                      typeof data12.FACEBOOKLOGIN3 !== 'boolean'
                                                    ) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath + '/flags/FACEBOOKLOGIN3',
                                                          schemaPath:
                                                            'flags.schema.json/properties/FACEBOOKLOGIN3/type',
                                                          keyword: 'type',
                                                          params: { type: 'boolean' },
                                                          message: 'must be boolean',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    var valid14 = _errs47 === errors;
                                                  } else {
                                                    var valid14 = true;
                                                  }
                                                  if (valid14) {
                                                    if (data12.TWITTERLOGIN3 !== undefined) {
                                                      const _errs49 = errors;
                                                      if (
                                                        typeof data12.TWITTERLOGIN3 !== 'boolean'
                                                      ) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/flags/TWITTERLOGIN3',
                                                            schemaPath:
                                                              'flags.schema.json/properties/TWITTERLOGIN3/type',
                                                            keyword: 'type',
                                                            params: { type: 'boolean' },
                                                            message: 'must be boolean',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      var valid14 = _errs49 === errors;
                                                    } else {
                                                      var valid14 = true;
                                                    }
                                                    if (valid14) {
                                                      if (data12.LINELOGIN3 !== undefined) {
                                                        const _errs51 = errors;
                                                        if (
                                                          typeof data12.LINELOGIN3 !== 'boolean'
                                                        ) {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath + '/flags/LINELOGIN3',
                                                              schemaPath:
                                                                'flags.schema.json/properties/LINELOGIN3/type',
                                                              keyword: 'type',
                                                              params: { type: 'boolean' },
                                                              message: 'must be boolean',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                        var valid14 = _errs51 === errors;
                                                      } else {
                                                        var valid14 = true;
                                                      }
                                                      if (valid14) {
                                                        if (data12.TELEGRAMLOGIN3 !== undefined) {
                                                          const _errs53 = errors;
                                                          if (
                                                            typeof data12.TELEGRAMLOGIN3 !==
                                                            'boolean'
                                                          ) {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/flags/TELEGRAMLOGIN3',
                                                                schemaPath:
                                                                  'flags.schema.json/properties/TELEGRAMLOGIN3/type',
                                                                keyword: 'type',
                                                                params: { type: 'boolean' },
                                                                message: 'must be boolean',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid14 = _errs53 === errors;
                                                        } else {
                                                          var valid14 = true;
                                                        }
                                                        if (valid14) {
                                                          if (
                                                            data12.FIREBASECREATEACC3 !== undefined
                                                          ) {
                                                            const _errs55 = errors;
                                                            if (
                                                              typeof data12.FIREBASECREATEACC3 !==
                                                              'boolean'
                                                            ) {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/flags/FIREBASECREATEACC3',
                                                                  schemaPath:
                                                                    'flags.schema.json/properties/FIREBASECREATEACC3/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'boolean' },
                                                                  message: 'must be boolean',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            var valid14 = _errs55 === errors;
                                                          } else {
                                                            var valid14 = true;
                                                          }
                                                          if (valid14) {
                                                            if (
                                                              data12.SSOMANUALREG3 !== undefined
                                                            ) {
                                                              const _errs57 = errors;
                                                              if (
                                                                typeof data12.SSOMANUALREG3 !==
                                                                'boolean'
                                                              ) {
                                                                validate20.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/flags/SSOMANUALREG3',
                                                                    schemaPath:
                                                                      'flags.schema.json/properties/SSOMANUALREG3/type',
                                                                    keyword: 'type',
                                                                    params: { type: 'boolean' },
                                                                    message: 'must be boolean',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                              var valid14 = _errs57 === errors;
                                                            } else {
                                                              var valid14 = true;
                                                            }
                                                            if (valid14) {
                                                              if (
                                                                data12.UPDATEMOBILEICC3 !==
                                                                undefined
                                                              ) {
                                                                const _errs59 = errors;
                                                                if (
                                                                  typeof data12.UPDATEMOBILEICC3 !==
                                                                  'boolean'
                                                                ) {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/flags/UPDATEMOBILEICC3',
                                                                      schemaPath:
                                                                        'flags.schema.json/properties/UPDATEMOBILEICC3/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'boolean' },
                                                                      message: 'must be boolean',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid14 = _errs59 === errors;
                                                              } else {
                                                                var valid14 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/flags',
                                    schemaPath: 'flags.schema.json/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid0 = _errs29 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.whitelabel !== undefined) {
                              let data27 = data.whitelabel;
                              const _errs61 = errors;
                              const _errs62 = errors;
                              if (errors === _errs62) {
                                if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
                                  let missing2;
                                  if (data27.flags === undefined && (missing2 = 'flags')) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/whitelabel',
                                        schemaPath: 'whitelabel.schema.json/required',
                                        keyword: 'required',
                                        params: { missingProperty: missing2 },
                                        message: "must have required property '" + missing2 + "'",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    const _errs64 = errors;
                                    for (const key2 in data27) {
                                      if (!(
                                        key2 === 'defaultAffiliateCode' ||
                                        key2 === 'flags' ||
                                        key2 === 'values'
                                      )) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/whitelabel',
                                            schemaPath:
                                              'whitelabel.schema.json/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key2 },
                                            message: 'must NOT have additional properties',
                                          },
                                        ];
                                        return false;
                                        break;
                                      }
                                    }
                                    if (_errs64 === errors) {
                                      if (data27.defaultAffiliateCode !== undefined) {
                                        let data28 = data27.defaultAffiliateCode;
                                        const _errs65 = errors;
                                        if (errors === _errs65) {
                                          if (typeof data28 === 'string') {
                                            if (!pattern9.test(data28)) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/whitelabel/defaultAffiliateCode',
                                                  schemaPath:
                                                    'whitelabel.schema.json/properties/defaultAffiliateCode/pattern',
                                                  keyword: 'pattern',
                                                  params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
                                                  message:
                                                    'must match pattern "' +
                                                    '^[A-Za-z0-9_-]{1,32}$' +
                                                    '"',
                                                },
                                              ];
                                              return false;
                                            }
                                          } else {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/whitelabel/defaultAffiliateCode',
                                                schemaPath:
                                                  'whitelabel.schema.json/properties/defaultAffiliateCode/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid16 = _errs65 === errors;
                                      } else {
                                        var valid16 = true;
                                      }
                                      if (valid16) {
                                        if (data27.flags !== undefined) {
                                          let data29 = data27.flags;
                                          const _errs67 = errors;
                                          if (errors === _errs67) {
                                            if (
                                              data29 &&
                                              typeof data29 == 'object' &&
                                              !Array.isArray(data29)
                                            ) {
                                              const _errs69 = errors;
                                              for (const key3 in data29) {
                                                if (!(
                                                  key3 === 'captcha' ||
                                                  key3 === 'captchaTestOff' ||
                                                  key3 === 'testMode' ||
                                                  key3 === 'vipBenefit' ||
                                                  key3 === 'promoCode' ||
                                                  key3 === 'referral' ||
                                                  key3 === 'mobileVerificationOnRegister' ||
                                                  key3 === 'autoRegister'
                                                )) {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/whitelabel/flags',
                                                      schemaPath:
                                                        'whitelabel.schema.json/properties/flags/additionalProperties',
                                                      keyword: 'additionalProperties',
                                                      params: { additionalProperty: key3 },
                                                      message:
                                                        'must NOT have additional properties',
                                                    },
                                                  ];
                                                  return false;
                                                  break;
                                                }
                                              }
                                              if (_errs69 === errors) {
                                                if (data29.captcha !== undefined) {
                                                  const _errs70 = errors;
                                                  if (typeof data29.captcha !== 'boolean') {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/whitelabel/flags/captcha',
                                                        schemaPath:
                                                          'whitelabel.schema.json/properties/flags/properties/captcha/type',
                                                        keyword: 'type',
                                                        params: { type: 'boolean' },
                                                        message: 'must be boolean',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid17 = _errs70 === errors;
                                                } else {
                                                  var valid17 = true;
                                                }
                                                if (valid17) {
                                                  if (data29.captchaTestOff !== undefined) {
                                                    const _errs72 = errors;
                                                    if (
                                                      typeof data29.captchaTestOff !== 'boolean'
                                                    ) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/whitelabel/flags/captchaTestOff',
                                                          schemaPath:
                                                            'whitelabel.schema.json/properties/flags/properties/captchaTestOff/type',
                                                          keyword: 'type',
                                                          params: { type: 'boolean' },
                                                          message: 'must be boolean',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    var valid17 = _errs72 === errors;
                                                  } else {
                                                    var valid17 = true;
                                                  }
                                                  if (valid17) {
                                                    if (data29.testMode !== undefined) {
                                                      const _errs74 = errors;
                                                      if (typeof data29.testMode !== 'boolean') {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/whitelabel/flags/testMode',
                                                            schemaPath:
                                                              'whitelabel.schema.json/properties/flags/properties/testMode/type',
                                                            keyword: 'type',
                                                            params: { type: 'boolean' },
                                                            message: 'must be boolean',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      var valid17 = _errs74 === errors;
                                                    } else {
                                                      var valid17 = true;
                                                    }
                                                    if (valid17) {
                                                      if (data29.vipBenefit !== undefined) {
                                                        const _errs76 = errors;
                                                        if (
                                                          typeof data29.vipBenefit !== 'boolean'
                                                        ) {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/whitelabel/flags/vipBenefit',
                                                              schemaPath:
                                                                'whitelabel.schema.json/properties/flags/properties/vipBenefit/type',
                                                              keyword: 'type',
                                                              params: { type: 'boolean' },
                                                              message: 'must be boolean',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                        var valid17 = _errs76 === errors;
                                                      } else {
                                                        var valid17 = true;
                                                      }
                                                      if (valid17) {
                                                        if (data29.promoCode !== undefined) {
                                                          const _errs78 = errors;
                                                          if (
                                                            typeof data29.promoCode !== 'boolean'
                                                          ) {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/whitelabel/flags/promoCode',
                                                                schemaPath:
                                                                  'whitelabel.schema.json/properties/flags/properties/promoCode/type',
                                                                keyword: 'type',
                                                                params: { type: 'boolean' },
                                                                message: 'must be boolean',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid17 = _errs78 === errors;
                                                        } else {
                                                          var valid17 = true;
                                                        }
                                                        if (valid17) {
                                                          if (data29.referral !== undefined) {
                                                            const _errs80 = errors;
                                                            if (
                                                              typeof data29.referral !== 'boolean'
                                                            ) {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/whitelabel/flags/referral',
                                                                  schemaPath:
                                                                    'whitelabel.schema.json/properties/flags/properties/referral/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'boolean' },
                                                                  message: 'must be boolean',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            var valid17 = _errs80 === errors;
                                                          } else {
                                                            var valid17 = true;
                                                          }
                                                          if (valid17) {
                                                            if (
                                                              data29.mobileVerificationOnRegister !==
                                                              undefined
                                                            ) {
                                                              const _errs82 = errors;
                                                              if (
                                                                typeof data29.mobileVerificationOnRegister !==
                                                                'boolean'
                                                              ) {
                                                                validate20.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/whitelabel/flags/mobileVerificationOnRegister',
                                                                    schemaPath:
                                                                      'whitelabel.schema.json/properties/flags/properties/mobileVerificationOnRegister/type',
                                                                    keyword: 'type',
                                                                    params: { type: 'boolean' },
                                                                    message: 'must be boolean',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                              var valid17 = _errs82 === errors;
                                                            } else {
                                                              var valid17 = true;
                                                            }
                                                            if (valid17) {
                                                              if (
                                                                data29.autoRegister !== undefined
                                                              ) {
                                                                const _errs84 = errors;
                                                                if (
                                                                  typeof data29.autoRegister !==
                                                                  'boolean'
                                                                ) {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/whitelabel/flags/autoRegister',
                                                                      schemaPath:
                                                                        'whitelabel.schema.json/properties/flags/properties/autoRegister/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'boolean' },
                                                                      message: 'must be boolean',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid17 = _errs84 === errors;
                                                              } else {
                                                                var valid17 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/whitelabel/flags',
                                                  schemaPath:
                                                    'whitelabel.schema.json/properties/flags/type',
                                                  keyword: 'type',
                                                  params: { type: 'object' },
                                                  message: 'must be object',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid16 = _errs67 === errors;
                                        } else {
                                          var valid16 = true;
                                        }
                                        if (valid16) {
                                          if (data27.values !== undefined) {
                                            let data38 = data27.values;
                                            const _errs86 = errors;
                                            if (errors === _errs86) {
                                              if (
                                                data38 &&
                                                typeof data38 == 'object' &&
                                                !Array.isArray(data38)
                                              ) {
                                                const _errs88 = errors;
                                                for (const key4 in data38) {
                                                  if (!pattern10.test(key4)) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/whitelabel/values',
                                                        schemaPath:
                                                          'whitelabel.schema.json/properties/values/additionalProperties',
                                                        keyword: 'additionalProperties',
                                                        params: { additionalProperty: key4 },
                                                        message:
                                                          'must NOT have additional properties',
                                                      },
                                                    ];
                                                    return false;
                                                    break;
                                                  }
                                                }
                                                if (_errs88 === errors) {
                                                  var valid18 = true;
                                                  for (const key5 in data38) {
                                                    if (pattern10.test(key5)) {
                                                      let data39 = data38[key5];
                                                      const _errs89 = errors;
                                                      if (
                                                        typeof data39 !== 'boolean' &&
                                                        typeof data39 !== 'string' &&
                                                        !(
                                                          typeof data39 == 'number' &&
                                                          isFinite(data39)
                                                        )
                                                      ) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/whitelabel/values/' +
                                                              key5
                                                                .replace(/~/g, '~0')
                                                                .replace(/\//g, '~1'),
                                                            schemaPath:
                                                              'whitelabel.schema.json/properties/values/patternProperties/%5E%5BA-Za-z%5D%5BA-Za-z0-9_%5D%7B0%2C63%7D%24/type',
                                                            keyword: 'type',
                                                            params: {
                                                              type: schema38.properties.values
                                                                .patternProperties[
                                                                '^[A-Za-z][A-Za-z0-9_]{0,63}$'
                                                              ].type,
                                                            },
                                                            message:
                                                              'must be boolean,string,number',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      var valid18 = _errs89 === errors;
                                                      if (!valid18) {
                                                        break;
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/whitelabel/values',
                                                    schemaPath:
                                                      'whitelabel.schema.json/properties/values/type',
                                                    keyword: 'type',
                                                    params: { type: 'object' },
                                                    message: 'must be object',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid16 = _errs86 === errors;
                                          } else {
                                            var valid16 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/whitelabel',
                                      schemaPath: 'whitelabel.schema.json/type',
                                      keyword: 'type',
                                      params: { type: 'object' },
                                      message: 'must be object',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid0 = _errs61 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.region !== undefined) {
                                let data40 = data.region;
                                const _errs91 = errors;
                                if (errors === _errs91) {
                                  if (
                                    data40 &&
                                    typeof data40 == 'object' &&
                                    !Array.isArray(data40)
                                  ) {
                                    let missing3;
                                    if (
                                      (data40.countryCode === undefined &&
                                        (missing3 = 'countryCode')) ||
                                      (data40.countryDialingCode === undefined &&
                                        (missing3 = 'countryDialingCode')) ||
                                      (data40.currency === undefined && (missing3 = 'currency')) ||
                                      (data40.currencySymbol === undefined &&
                                        (missing3 = 'currencySymbol'))
                                    ) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/region',
                                          schemaPath: '#/properties/region/required',
                                          keyword: 'required',
                                          params: { missingProperty: missing3 },
                                          message: "must have required property '" + missing3 + "'",
                                        },
                                      ];
                                      return false;
                                    } else {
                                      const _errs93 = errors;
                                      for (const key6 in data40) {
                                        if (!(
                                          key6 === 'countryCode' ||
                                          key6 === 'countryDialingCode' ||
                                          key6 === 'currency' ||
                                          key6 === 'currencySymbol' ||
                                          key6 === 'currencyPosition'
                                        )) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/region',
                                              schemaPath:
                                                '#/properties/region/additionalProperties',
                                              keyword: 'additionalProperties',
                                              params: { additionalProperty: key6 },
                                              message: 'must NOT have additional properties',
                                            },
                                          ];
                                          return false;
                                          break;
                                        }
                                      }
                                      if (_errs93 === errors) {
                                        if (data40.countryCode !== undefined) {
                                          let data41 = data40.countryCode;
                                          const _errs94 = errors;
                                          if (errors === _errs94) {
                                            if (typeof data41 === 'string') {
                                              if (!pattern12.test(data41)) {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/region/countryCode',
                                                    schemaPath:
                                                      '#/properties/region/properties/countryCode/pattern',
                                                    keyword: 'pattern',
                                                    params: { pattern: '^[A-Z]{2}$' },
                                                    message:
                                                      'must match pattern "' + '^[A-Z]{2}$' + '"',
                                                  },
                                                ];
                                                return false;
                                              }
                                            } else {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/region/countryCode',
                                                  schemaPath:
                                                    '#/properties/region/properties/countryCode/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid19 = _errs94 === errors;
                                        } else {
                                          var valid19 = true;
                                        }
                                        if (valid19) {
                                          if (data40.countryDialingCode !== undefined) {
                                            let data42 = data40.countryDialingCode;
                                            const _errs96 = errors;
                                            if (errors === _errs96) {
                                              if (typeof data42 === 'string') {
                                                if (!pattern13.test(data42)) {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/region/countryDialingCode',
                                                      schemaPath:
                                                        '#/properties/region/properties/countryDialingCode/pattern',
                                                      keyword: 'pattern',
                                                      params: { pattern: '^\\+[0-9]{1,4}$' },
                                                      message:
                                                        'must match pattern "' +
                                                        '^\\+[0-9]{1,4}$' +
                                                        '"',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              } else {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/region/countryDialingCode',
                                                    schemaPath:
                                                      '#/properties/region/properties/countryDialingCode/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid19 = _errs96 === errors;
                                          } else {
                                            var valid19 = true;
                                          }
                                          if (valid19) {
                                            if (data40.currency !== undefined) {
                                              let data43 = data40.currency;
                                              const _errs98 = errors;
                                              if (errors === _errs98) {
                                                if (typeof data43 === 'string') {
                                                  if (!pattern14.test(data43)) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/region/currency',
                                                        schemaPath:
                                                          '#/properties/region/properties/currency/pattern',
                                                        keyword: 'pattern',
                                                        params: { pattern: '^[A-Z]{3,4}$' },
                                                        message:
                                                          'must match pattern "' +
                                                          '^[A-Z]{3,4}$' +
                                                          '"',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                } else {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/region/currency',
                                                      schemaPath:
                                                        '#/properties/region/properties/currency/type',
                                                      keyword: 'type',
                                                      params: { type: 'string' },
                                                      message: 'must be string',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              }
                                              var valid19 = _errs98 === errors;
                                            } else {
                                              var valid19 = true;
                                            }
                                            if (valid19) {
                                              if (data40.currencySymbol !== undefined) {
                                                let data44 = data40.currencySymbol;
                                                const _errs100 = errors;
                                                if (errors === _errs100) {
                                                  if (typeof data44 === 'string') {
                                                    if (func2(data44) > 4) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath + '/region/currencySymbol',
                                                          schemaPath:
                                                            '#/properties/region/properties/currencySymbol/maxLength',
                                                          keyword: 'maxLength',
                                                          params: { limit: 4 },
                                                          message:
                                                            'must NOT have more than 4 characters',
                                                        },
                                                      ];
                                                      return false;
                                                    } else {
                                                      if (func2(data44) < 1) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/region/currencySymbol',
                                                            schemaPath:
                                                              '#/properties/region/properties/currencySymbol/minLength',
                                                            keyword: 'minLength',
                                                            params: { limit: 1 },
                                                            message:
                                                              'must NOT have fewer than 1 characters',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/region/currencySymbol',
                                                        schemaPath:
                                                          '#/properties/region/properties/currencySymbol/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid19 = _errs100 === errors;
                                              } else {
                                                var valid19 = true;
                                              }
                                              if (valid19) {
                                                if (data40.currencyPosition !== undefined) {
                                                  let data45 = data40.currencyPosition;
                                                  const _errs102 = errors;
                                                  if (!(
                                                    data45 === 'before' || data45 === 'after'
                                                  )) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/region/currencyPosition',
                                                        schemaPath:
                                                          '#/properties/region/properties/currencyPosition/enum',
                                                        keyword: 'enum',
                                                        params: {
                                                          allowedValues:
                                                            schema31.properties.region.properties
                                                              .currencyPosition.enum,
                                                        },
                                                        message:
                                                          'must be equal to one of the allowed values',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid19 = _errs102 === errors;
                                                } else {
                                                  var valid19 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/region',
                                        schemaPath: '#/properties/region/type',
                                        keyword: 'type',
                                        params: { type: 'object' },
                                        message: 'must be object',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid0 = _errs91 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.languages !== undefined) {
                                  const _errs103 = errors;
                                  if (
                                    !validate22(data.languages, {
                                      instancePath: instancePath + '/languages',
                                      parentData: data,
                                      parentDataProperty: 'languages',
                                      rootData,
                                      dynamicAnchors,
                                    })
                                  ) {
                                    vErrors =
                                      vErrors === null
                                        ? validate22.errors
                                        : vErrors.concat(validate22.errors);
                                    errors = vErrors.length;
                                  }
                                  var valid0 = _errs103 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.texts !== undefined) {
                                    const _errs104 = errors;
                                    if (
                                      !validate24(data.texts, {
                                        instancePath: instancePath + '/texts',
                                        parentData: data,
                                        parentDataProperty: 'texts',
                                        rootData,
                                        dynamicAnchors,
                                      })
                                    ) {
                                      vErrors =
                                        vErrors === null
                                          ? validate24.errors
                                          : vErrors.concat(validate24.errors);
                                      errors = vErrors.length;
                                    }
                                    var valid0 = _errs104 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.textsLanguages !== undefined) {
                                      let data48 = data.textsLanguages;
                                      const _errs105 = errors;
                                      if (errors === _errs105) {
                                        if (Array.isArray(data48)) {
                                          var valid20 = true;
                                          const len4 = data48.length;
                                          for (let i8 = 0; i8 < len4; i8++) {
                                            let data49 = data48[i8];
                                            const _errs107 = errors;
                                            if (!(
                                              data49 === 'CN' ||
                                              data49 === 'EN' ||
                                              data49 === 'ES' ||
                                              data49 === 'HI' ||
                                              data49 === 'ID' ||
                                              data49 === 'JA' ||
                                              data49 === 'KM' ||
                                              data49 === 'KO' ||
                                              data49 === 'MY' ||
                                              data49 === 'TA' ||
                                              data49 === 'TH' ||
                                              data49 === 'TW' ||
                                              data49 === 'VI' ||
                                              data49 === 'TY' ||
                                              data49 === 'UR' ||
                                              data49 === 'PT' ||
                                              data49 === 'PT-BR' ||
                                              data49 === 'MS' ||
                                              data49 === 'BN' ||
                                              data49 === 'TR' ||
                                              data49 === 'FR' ||
                                              data49 === 'NE' ||
                                              data49 === 'UR-LA' ||
                                              data49 === 'TE' ||
                                              data49 === 'RU' ||
                                              data49 === 'SW' ||
                                              data49 === 'KK' ||
                                              data49 === 'LO'
                                            )) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/textsLanguages/' + i8,
                                                  schemaPath:
                                                    'defs.schema.json#/$defs/languageCode/enum',
                                                  keyword: 'enum',
                                                  params: { allowedValues: schema40.enum },
                                                  message:
                                                    'must be equal to one of the allowed values',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid20 = _errs107 === errors;
                                            if (!valid20) {
                                              break;
                                            }
                                          }
                                          if (valid20) {
                                            let i9 = data48.length;
                                            let j4;
                                            if (i9 > 1) {
                                              outer4: for (; i9--;) {
                                                for (j4 = i9; j4--;) {
                                                  if (func0(data48[i9], data48[j4])) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/textsLanguages',
                                                        schemaPath:
                                                          '#/properties/textsLanguages/uniqueItems',
                                                        keyword: 'uniqueItems',
                                                        params: { i: i9, j: j4 },
                                                        message:
                                                          'must NOT have duplicate items (items ## ' +
                                                          j4 +
                                                          ' and ' +
                                                          i9 +
                                                          ' are identical)',
                                                      },
                                                    ];
                                                    return false;
                                                    break outer4;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/textsLanguages',
                                              schemaPath: '#/properties/textsLanguages/type',
                                              keyword: 'type',
                                              params: { type: 'array' },
                                              message: 'must be array',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs105 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.template !== undefined) {
                                        const _errs109 = errors;
                                        if (
                                          !validate26(data.template, {
                                            instancePath: instancePath + '/template',
                                            parentData: data,
                                            parentDataProperty: 'template',
                                            rootData,
                                            dynamicAnchors,
                                          })
                                        ) {
                                          vErrors =
                                            vErrors === null
                                              ? validate26.errors
                                              : vErrors.concat(validate26.errors);
                                          errors = vErrors.length;
                                        }
                                        var valid0 = _errs109 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.theme !== undefined) {
                                          const _errs110 = errors;
                                          if (
                                            !validate28(data.theme, {
                                              instancePath: instancePath + '/theme',
                                              parentData: data,
                                              parentDataProperty: 'theme',
                                              rootData,
                                              dynamicAnchors,
                                            })
                                          ) {
                                            vErrors =
                                              vErrors === null
                                                ? validate28.errors
                                                : vErrors.concat(validate28.errors);
                                            errors = vErrors.length;
                                          }
                                          var valid0 = _errs110 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.manifest !== undefined) {
                                            const _errs111 = errors;
                                            if (
                                              !validate30(data.manifest, {
                                                instancePath: instancePath + '/manifest',
                                                parentData: data,
                                                parentDataProperty: 'manifest',
                                                rootData,
                                                dynamicAnchors,
                                              })
                                            ) {
                                              vErrors =
                                                vErrors === null
                                                  ? validate30.errors
                                                  : vErrors.concat(validate30.errors);
                                              errors = vErrors.length;
                                            }
                                            var valid0 = _errs111 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.menu !== undefined) {
                                              const _errs112 = errors;
                                              if (
                                                !validate32(data.menu, {
                                                  instancePath: instancePath + '/menu',
                                                  parentData: data,
                                                  parentDataProperty: 'menu',
                                                  rootData,
                                                  dynamicAnchors,
                                                })
                                              ) {
                                                vErrors =
                                                  vErrors === null
                                                    ? validate32.errors
                                                    : vErrors.concat(validate32.errors);
                                                errors = vErrors.length;
                                              }
                                              var valid0 = _errs112 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.widgets !== undefined) {
                                                const _errs113 = errors;
                                                if (
                                                  !validate36(data.widgets, {
                                                    instancePath: instancePath + '/widgets',
                                                    parentData: data,
                                                    parentDataProperty: 'widgets',
                                                    rootData,
                                                    dynamicAnchors,
                                                  })
                                                ) {
                                                  vErrors =
                                                    vErrors === null
                                                      ? validate36.errors
                                                      : vErrors.concat(validate36.errors);
                                                  errors = vErrors.length;
                                                }
                                                var valid0 = _errs113 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.downloads !== undefined) {
                                                  const _errs114 = errors;
                                                  if (
                                                    !validate64(data.downloads, {
                                                      instancePath: instancePath + '/downloads',
                                                      parentData: data,
                                                      parentDataProperty: 'downloads',
                                                      rootData,
                                                      dynamicAnchors,
                                                    })
                                                  ) {
                                                    vErrors =
                                                      vErrors === null
                                                        ? validate64.errors
                                                        : vErrors.concat(validate64.errors);
                                                    errors = vErrors.length;
                                                  }
                                                  var valid0 = _errs114 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.vipLabels !== undefined) {
                                                    let data56 = data.vipLabels;
                                                    const _errs115 = errors;
                                                    if (errors === _errs115) {
                                                      if (Array.isArray(data56)) {
                                                        var valid23 = true;
                                                        const len5 = data56.length;
                                                        for (let i10 = 0; i10 < len5; i10++) {
                                                          let data57 = data56[i10];
                                                          const _errs117 = errors;
                                                          if (errors === _errs117) {
                                                            if (
                                                              data57 &&
                                                              typeof data57 == 'object' &&
                                                              !Array.isArray(data57)
                                                            ) {
                                                              let missing4;
                                                              if (
                                                                (data57.labelId === undefined &&
                                                                  (missing4 = 'labelId')) ||
                                                                (data57.labelName === undefined &&
                                                                  (missing4 = 'labelName')) ||
                                                                (data57.rankLevel === undefined &&
                                                                  (missing4 = 'rankLevel'))
                                                              ) {
                                                                validate20.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/vipLabels/' +
                                                                      i10,
                                                                    schemaPath:
                                                                      '#/properties/vipLabels/items/required',
                                                                    keyword: 'required',
                                                                    params: {
                                                                      missingProperty: missing4,
                                                                    },
                                                                    message:
                                                                      "must have required property '" +
                                                                      missing4 +
                                                                      "'",
                                                                  },
                                                                ];
                                                                return false;
                                                              } else {
                                                                const _errs119 = errors;
                                                                for (const key7 in data57) {
                                                                  if (!(
                                                                    key7 === 'labelId' ||
                                                                    key7 === 'labelName' ||
                                                                    key7 === 'rankLevel'
                                                                  )) {
                                                                    validate20.errors = [
                                                                      {
                                                                        instancePath:
                                                                          instancePath +
                                                                          '/vipLabels/' +
                                                                          i10,
                                                                        schemaPath:
                                                                          '#/properties/vipLabels/items/additionalProperties',
                                                                        keyword:
                                                                          'additionalProperties',
                                                                        params: {
                                                                          additionalProperty: key7,
                                                                        },
                                                                        message:
                                                                          'must NOT have additional properties',
                                                                      },
                                                                    ];
                                                                    return false;
                                                                    break;
                                                                  }
                                                                }
                                                                if (_errs119 === errors) {
                                                                  if (
                                                                    data57.labelId !== undefined
                                                                  ) {
                                                                    let data58 = data57.labelId;
                                                                    const _errs120 = errors;
                                                                    if (!(
                                                                      typeof data58 == 'number' &&
                                                                      !(data58 % 1) &&
                                                                      !isNaN(data58) &&
                                                                      isFinite(data58)
                                                                    )) {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/vipLabels/' +
                                                                            i10 +
                                                                            '/labelId',
                                                                          schemaPath:
                                                                            '#/properties/vipLabels/items/properties/labelId/type',
                                                                          keyword: 'type',
                                                                          params: {
                                                                            type: 'integer',
                                                                          },
                                                                          message:
                                                                            'must be integer',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                    if (errors === _errs120) {
                                                                      if (
                                                                        typeof data58 == 'number' &&
                                                                        isFinite(data58)
                                                                      ) {
                                                                        if (
                                                                          data58 < 1 ||
                                                                          isNaN(data58)
                                                                        ) {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/vipLabels/' +
                                                                                i10 +
                                                                                '/labelId',
                                                                              schemaPath:
                                                                                '#/properties/vipLabels/items/properties/labelId/minimum',
                                                                              keyword: 'minimum',
                                                                              params: {
                                                                                comparison: '>=',
                                                                                limit: 1,
                                                                              },
                                                                              message:
                                                                                'must be >= 1',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        }
                                                                      }
                                                                    }
                                                                    var valid24 =
                                                                      _errs120 === errors;
                                                                  } else {
                                                                    var valid24 = true;
                                                                  }
                                                                  if (valid24) {
                                                                    if (
                                                                      data57.labelName !== undefined
                                                                    ) {
                                                                      let data59 = data57.labelName;
                                                                      const _errs122 = errors;
                                                                      if (errors === _errs122) {
                                                                        if (
                                                                          typeof data59 === 'string'
                                                                        ) {
                                                                          if (func2(data59) > 40) {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/vipLabels/' +
                                                                                  i10 +
                                                                                  '/labelName',
                                                                                schemaPath:
                                                                                  '#/properties/vipLabels/items/properties/labelName/maxLength',
                                                                                keyword:
                                                                                  'maxLength',
                                                                                params: {
                                                                                  limit: 40,
                                                                                },
                                                                                message:
                                                                                  'must NOT have more than 40 characters',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          } else {
                                                                            if (func2(data59) < 1) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/vipLabels/' +
                                                                                    i10 +
                                                                                    '/labelName',
                                                                                  schemaPath:
                                                                                    '#/properties/vipLabels/items/properties/labelName/minLength',
                                                                                  keyword:
                                                                                    'minLength',
                                                                                  params: {
                                                                                    limit: 1,
                                                                                  },
                                                                                  message:
                                                                                    'must NOT have fewer than 1 characters',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/vipLabels/' +
                                                                                i10 +
                                                                                '/labelName',
                                                                              schemaPath:
                                                                                '#/properties/vipLabels/items/properties/labelName/type',
                                                                              keyword: 'type',
                                                                              params: {
                                                                                type: 'string',
                                                                              },
                                                                              message:
                                                                                'must be string',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid24 =
                                                                        _errs122 === errors;
                                                                    } else {
                                                                      var valid24 = true;
                                                                    }
                                                                    if (valid24) {
                                                                      if (
                                                                        data57.rankLevel !==
                                                                        undefined
                                                                      ) {
                                                                        let data60 =
                                                                          data57.rankLevel;
                                                                        const _errs124 = errors;
                                                                        if (!(
                                                                          typeof data60 ==
                                                                            'number' &&
                                                                          !(data60 % 1) &&
                                                                          !isNaN(data60) &&
                                                                          isFinite(data60)
                                                                        )) {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/vipLabels/' +
                                                                                i10 +
                                                                                '/rankLevel',
                                                                              schemaPath:
                                                                                '#/properties/vipLabels/items/properties/rankLevel/type',
                                                                              keyword: 'type',
                                                                              params: {
                                                                                type: 'integer',
                                                                              },
                                                                              message:
                                                                                'must be integer',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        }
                                                                        if (errors === _errs124) {
                                                                          if (
                                                                            typeof data60 ==
                                                                              'number' &&
                                                                            isFinite(data60)
                                                                          ) {
                                                                            if (
                                                                              data60 > 100 ||
                                                                              isNaN(data60)
                                                                            ) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/vipLabels/' +
                                                                                    i10 +
                                                                                    '/rankLevel',
                                                                                  schemaPath:
                                                                                    '#/properties/vipLabels/items/properties/rankLevel/maximum',
                                                                                  keyword:
                                                                                    'maximum',
                                                                                  params: {
                                                                                    comparison:
                                                                                      '<=',
                                                                                    limit: 100,
                                                                                  },
                                                                                  message:
                                                                                    'must be <= 100',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            } else {
                                                                              if (
                                                                                data60 < 0 ||
                                                                                isNaN(data60)
                                                                              ) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/vipLabels/' +
                                                                                        i10 +
                                                                                        '/rankLevel',
                                                                                      schemaPath:
                                                                                        '#/properties/vipLabels/items/properties/rankLevel/minimum',
                                                                                      keyword:
                                                                                        'minimum',
                                                                                      params: {
                                                                                        comparison:
                                                                                          '>=',
                                                                                        limit: 0,
                                                                                      },
                                                                                      message:
                                                                                        'must be >= 0',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                        var valid24 =
                                                                          _errs124 === errors;
                                                                      } else {
                                                                        var valid24 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/vipLabels/' +
                                                                    i10,
                                                                  schemaPath:
                                                                    '#/properties/vipLabels/items/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'object' },
                                                                  message: 'must be object',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                          }
                                                          var valid23 = _errs117 === errors;
                                                          if (!valid23) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/vipLabels',
                                                            schemaPath:
                                                              '#/properties/vipLabels/type',
                                                            keyword: 'type',
                                                            params: { type: 'array' },
                                                            message: 'must be array',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid0 = _errs115 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.customerService !== undefined) {
                                                      let data61 = data.customerService;
                                                      const _errs126 = errors;
                                                      const _errs127 = errors;
                                                      if (errors === _errs127) {
                                                        if (Array.isArray(data61)) {
                                                          if (data61.length > 50) {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/customerService',
                                                                schemaPath:
                                                                  'customer-service.schema.json/maxItems',
                                                                keyword: 'maxItems',
                                                                params: { limit: 50 },
                                                                message:
                                                                  'must NOT have more than 50 items',
                                                              },
                                                            ];
                                                            return false;
                                                          } else {
                                                            var valid26 = true;
                                                            const len6 = data61.length;
                                                            for (let i11 = 0; i11 < len6; i11++) {
                                                              let data62 = data61[i11];
                                                              const _errs129 = errors;
                                                              if (errors === _errs129) {
                                                                if (
                                                                  data62 &&
                                                                  typeof data62 == 'object' &&
                                                                  !Array.isArray(data62)
                                                                ) {
                                                                  let missing5;
                                                                  if (
                                                                    (data62.name === undefined &&
                                                                      (missing5 = 'name')) ||
                                                                    (data62.path === undefined &&
                                                                      (missing5 = 'path')) ||
                                                                    (data62.csType === undefined &&
                                                                      (missing5 = 'csType'))
                                                                  ) {
                                                                    validate20.errors = [
                                                                      {
                                                                        instancePath:
                                                                          instancePath +
                                                                          '/customerService/' +
                                                                          i11,
                                                                        schemaPath:
                                                                          'customer-service.schema.json/items/required',
                                                                        keyword: 'required',
                                                                        params: {
                                                                          missingProperty: missing5,
                                                                        },
                                                                        message:
                                                                          "must have required property '" +
                                                                          missing5 +
                                                                          "'",
                                                                      },
                                                                    ];
                                                                    return false;
                                                                  } else {
                                                                    const _errs131 = errors;
                                                                    for (const key8 in data62) {
                                                                      if (!(
                                                                        key8 === 'name' ||
                                                                        key8 === 'path' ||
                                                                        key8 === 'csType' ||
                                                                        key8 === 'csPosition' ||
                                                                        key8 === 'labelIds'
                                                                      )) {
                                                                        validate20.errors = [
                                                                          {
                                                                            instancePath:
                                                                              instancePath +
                                                                              '/customerService/' +
                                                                              i11,
                                                                            schemaPath:
                                                                              'customer-service.schema.json/items/additionalProperties',
                                                                            keyword:
                                                                              'additionalProperties',
                                                                            params: {
                                                                              additionalProperty:
                                                                                key8,
                                                                            },
                                                                            message:
                                                                              'must NOT have additional properties',
                                                                          },
                                                                        ];
                                                                        return false;
                                                                        break;
                                                                      }
                                                                    }
                                                                    if (_errs131 === errors) {
                                                                      if (
                                                                        data62.name !== undefined
                                                                      ) {
                                                                        let data63 = data62.name;
                                                                        const _errs132 = errors;
                                                                        if (errors === _errs132) {
                                                                          if (
                                                                            typeof data63 ===
                                                                            'string'
                                                                          ) {
                                                                            if (
                                                                              func2(data63) > 60
                                                                            ) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/customerService/' +
                                                                                    i11 +
                                                                                    '/name',
                                                                                  schemaPath:
                                                                                    'customer-service.schema.json/items/properties/name/maxLength',
                                                                                  keyword:
                                                                                    'maxLength',
                                                                                  params: {
                                                                                    limit: 60,
                                                                                  },
                                                                                  message:
                                                                                    'must NOT have more than 60 characters',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            } else {
                                                                              if (
                                                                                func2(data63) < 1
                                                                              ) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/customerService/' +
                                                                                        i11 +
                                                                                        '/name',
                                                                                      schemaPath:
                                                                                        'customer-service.schema.json/items/properties/name/minLength',
                                                                                      keyword:
                                                                                        'minLength',
                                                                                      params: {
                                                                                        limit: 1,
                                                                                      },
                                                                                      message:
                                                                                        'must NOT have fewer than 1 characters',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/customerService/' +
                                                                                  i11 +
                                                                                  '/name',
                                                                                schemaPath:
                                                                                  'customer-service.schema.json/items/properties/name/type',
                                                                                keyword: 'type',
                                                                                params: {
                                                                                  type: 'string',
                                                                                },
                                                                                message:
                                                                                  'must be string',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid27 =
                                                                          _errs132 === errors;
                                                                      } else {
                                                                        var valid27 = true;
                                                                      }
                                                                      if (valid27) {
                                                                        if (
                                                                          data62.path !== undefined
                                                                        ) {
                                                                          let data64 = data62.path;
                                                                          const _errs134 = errors;
                                                                          if (errors === _errs134) {
                                                                            if (
                                                                              typeof data64 ===
                                                                              'string'
                                                                            ) {
                                                                              if (
                                                                                !pattern53.test(
                                                                                  data64,
                                                                                )
                                                                              ) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/customerService/' +
                                                                                        i11 +
                                                                                        '/path',
                                                                                      schemaPath:
                                                                                        'customer-service.schema.json/items/properties/path/pattern',
                                                                                      keyword:
                                                                                        'pattern',
                                                                                      params: {
                                                                                        pattern:
                                                                                          '^[A-Za-z0-9_-]{9,4096}$',
                                                                                      },
                                                                                      message:
                                                                                        'must match pattern "' +
                                                                                        '^[A-Za-z0-9_-]{9,4096}$' +
                                                                                        '"',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            } else {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/customerService/' +
                                                                                    i11 +
                                                                                    '/path',
                                                                                  schemaPath:
                                                                                    'customer-service.schema.json/items/properties/path/type',
                                                                                  keyword: 'type',
                                                                                  params: {
                                                                                    type: 'string',
                                                                                  },
                                                                                  message:
                                                                                    'must be string',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid27 =
                                                                            _errs134 === errors;
                                                                        } else {
                                                                          var valid27 = true;
                                                                        }
                                                                        if (valid27) {
                                                                          if (
                                                                            data62.csType !==
                                                                            undefined
                                                                          ) {
                                                                            let data65 =
                                                                              data62.csType;
                                                                            const _errs136 = errors;
                                                                            if (!(
                                                                              data65 ===
                                                                                'TX-CHAT' ||
                                                                              data65 === 'AICAN' ||
                                                                              data65 ===
                                                                                'MIDUOKE' ||
                                                                              data65 ===
                                                                                'LIVECHAT' ||
                                                                              data65 ===
                                                                                'COMM100' ||
                                                                              data65 ===
                                                                                'COMM100VIP'
                                                                            )) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/customerService/' +
                                                                                    i11 +
                                                                                    '/csType',
                                                                                  schemaPath:
                                                                                    'customer-service.schema.json/items/properties/csType/enum',
                                                                                  keyword: 'enum',
                                                                                  params: {
                                                                                    allowedValues:
                                                                                      schema105
                                                                                        .items
                                                                                        .properties
                                                                                        .csType
                                                                                        .enum,
                                                                                  },
                                                                                  message:
                                                                                    'must be equal to one of the allowed values',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                            var valid27 =
                                                                              _errs136 === errors;
                                                                          } else {
                                                                            var valid27 = true;
                                                                          }
                                                                          if (valid27) {
                                                                            if (
                                                                              data62.csPosition !==
                                                                              undefined
                                                                            ) {
                                                                              let data66 =
                                                                                data62.csPosition;
                                                                              const _errs137 =
                                                                                errors;
                                                                              if (!(
                                                                                typeof data66 ==
                                                                                  'number' &&
                                                                                !(data66 % 1) &&
                                                                                !isNaN(data66) &&
                                                                                isFinite(data66)
                                                                              )) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/customerService/' +
                                                                                        i11 +
                                                                                        '/csPosition',
                                                                                      schemaPath:
                                                                                        'customer-service.schema.json/items/properties/csPosition/type',
                                                                                      keyword:
                                                                                        'type',
                                                                                      params: {
                                                                                        type: 'integer',
                                                                                      },
                                                                                      message:
                                                                                        'must be integer',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                              if (
                                                                                errors === _errs137
                                                                              ) {
                                                                                if (
                                                                                  typeof data66 ==
                                                                                    'number' &&
                                                                                  isFinite(data66)
                                                                                ) {
                                                                                  if (
                                                                                    data66 > 999 ||
                                                                                    isNaN(data66)
                                                                                  ) {
                                                                                    validate20.errors =
                                                                                      [
                                                                                        {
                                                                                          instancePath:
                                                                                            instancePath +
                                                                                            '/customerService/' +
                                                                                            i11 +
                                                                                            '/csPosition',
                                                                                          schemaPath:
                                                                                            'customer-service.schema.json/items/properties/csPosition/maximum',
                                                                                          keyword:
                                                                                            'maximum',
                                                                                          params: {
                                                                                            comparison:
                                                                                              '<=',
                                                                                            limit: 999,
                                                                                          },
                                                                                          message:
                                                                                            'must be <= 999',
                                                                                        },
                                                                                      ];
                                                                                    return false;
                                                                                  } else {
                                                                                    if (
                                                                                      data66 < 0 ||
                                                                                      isNaN(data66)
                                                                                    ) {
                                                                                      validate20.errors =
                                                                                        [
                                                                                          {
                                                                                            instancePath:
                                                                                              instancePath +
                                                                                              '/customerService/' +
                                                                                              i11 +
                                                                                              '/csPosition',
                                                                                            schemaPath:
                                                                                              'customer-service.schema.json/items/properties/csPosition/minimum',
                                                                                            keyword:
                                                                                              'minimum',
                                                                                            params:
                                                                                              {
                                                                                                comparison:
                                                                                                  '>=',
                                                                                                limit: 0,
                                                                                              },
                                                                                            message:
                                                                                              'must be >= 0',
                                                                                          },
                                                                                        ];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                              var valid27 =
                                                                                _errs137 === errors;
                                                                            } else {
                                                                              var valid27 = true;
                                                                            }
                                                                            if (valid27) {
                                                                              if (
                                                                                data62.labelIds !==
                                                                                undefined
                                                                              ) {
                                                                                let data67 =
                                                                                  data62.labelIds;
                                                                                const _errs139 =
                                                                                  errors;
                                                                                if (
                                                                                  errors ===
                                                                                  _errs139
                                                                                ) {
                                                                                  if (
                                                                                    Array.isArray(
                                                                                      data67,
                                                                                    )
                                                                                  ) {
                                                                                    var valid28 = true;
                                                                                    const len7 =
                                                                                      data67.length;
                                                                                    for (
                                                                                      let i12 = 0;
                                                                                      i12 < len7;
                                                                                      i12++
                                                                                    ) {
                                                                                      let data68 =
                                                                                        data67[i12];
                                                                                      const _errs141 =
                                                                                        errors;
                                                                                      if (!(
                                                                                        typeof data68 ==
                                                                                          'number' &&
                                                                                        !(
                                                                                          data68 % 1
                                                                                        ) &&
                                                                                        !isNaN(
                                                                                          data68,
                                                                                        ) &&
                                                                                        isFinite(
                                                                                          data68,
                                                                                        )
                                                                                      )) {
                                                                                        validate20.errors =
                                                                                          [
                                                                                            {
                                                                                              instancePath:
                                                                                                instancePath +
                                                                                                '/customerService/' +
                                                                                                i11 +
                                                                                                '/labelIds/' +
                                                                                                i12,
                                                                                              schemaPath:
                                                                                                'customer-service.schema.json/items/properties/labelIds/items/type',
                                                                                              keyword:
                                                                                                'type',
                                                                                              params:
                                                                                                {
                                                                                                  type: 'integer',
                                                                                                },
                                                                                              message:
                                                                                                'must be integer',
                                                                                            },
                                                                                          ];
                                                                                        return false;
                                                                                      }
                                                                                      if (
                                                                                        errors ===
                                                                                        _errs141
                                                                                      ) {
                                                                                        if (
                                                                                          typeof data68 ==
                                                                                            'number' &&
                                                                                          isFinite(
                                                                                            data68,
                                                                                          )
                                                                                        ) {
                                                                                          if (
                                                                                            data68 <
                                                                                              1 ||
                                                                                            isNaN(
                                                                                              data68,
                                                                                            )
                                                                                          ) {
                                                                                            validate20.errors =
                                                                                              [
                                                                                                {
                                                                                                  instancePath:
                                                                                                    instancePath +
                                                                                                    '/customerService/' +
                                                                                                    i11 +
                                                                                                    '/labelIds/' +
                                                                                                    i12,
                                                                                                  schemaPath:
                                                                                                    'customer-service.schema.json/items/properties/labelIds/items/minimum',
                                                                                                  keyword:
                                                                                                    'minimum',
                                                                                                  params:
                                                                                                    {
                                                                                                      comparison:
                                                                                                        '>=',
                                                                                                      limit: 1,
                                                                                                    },
                                                                                                  message:
                                                                                                    'must be >= 1',
                                                                                                },
                                                                                              ];
                                                                                            return false;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                      var valid28 =
                                                                                        _errs141 ===
                                                                                        errors;
                                                                                      if (
                                                                                        !valid28
                                                                                      ) {
                                                                                        break;
                                                                                      }
                                                                                    }
                                                                                    if (valid28) {
                                                                                      let i13 =
                                                                                        data67.length;
                                                                                      let j5;
                                                                                      if (i13 > 1) {
                                                                                        const indices0 =
                                                                                          {};
                                                                                        for (
                                                                                          ;
                                                                                          i13--;
                                                                                        ) {
                                                                                          let item0 =
                                                                                            data67[
                                                                                              i13
                                                                                            ];
                                                                                          if (!(
                                                                                            typeof item0 ==
                                                                                              'number' &&
                                                                                            !(
                                                                                              item0 %
                                                                                              1
                                                                                            ) &&
                                                                                            !isNaN(
                                                                                              item0,
                                                                                            ) &&
                                                                                            isFinite(
                                                                                              item0,
                                                                                            )
                                                                                          )) {
                                                                                            continue;
                                                                                          }
                                                                                          if (
                                                                                            typeof indices0[
                                                                                              item0
                                                                                            ] ==
                                                                                            'number'
                                                                                          ) {
                                                                                            j5 =
                                                                                              indices0[
                                                                                                item0
                                                                                              ];
                                                                                            validate20.errors =
                                                                                              [
                                                                                                {
                                                                                                  instancePath:
                                                                                                    instancePath +
                                                                                                    '/customerService/' +
                                                                                                    i11 +
                                                                                                    '/labelIds',
                                                                                                  schemaPath:
                                                                                                    'customer-service.schema.json/items/properties/labelIds/uniqueItems',
                                                                                                  keyword:
                                                                                                    'uniqueItems',
                                                                                                  params:
                                                                                                    {
                                                                                                      i: i13,
                                                                                                      j: j5,
                                                                                                    },
                                                                                                  message:
                                                                                                    'must NOT have duplicate items (items ## ' +
                                                                                                    j5 +
                                                                                                    ' and ' +
                                                                                                    i13 +
                                                                                                    ' are identical)',
                                                                                                },
                                                                                              ];
                                                                                            return false;
                                                                                            break;
                                                                                          }
                                                                                          indices0[
                                                                                            item0
                                                                                          ] = i13;
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  } else {
                                                                                    validate20.errors =
                                                                                      [
                                                                                        {
                                                                                          instancePath:
                                                                                            instancePath +
                                                                                            '/customerService/' +
                                                                                            i11 +
                                                                                            '/labelIds',
                                                                                          schemaPath:
                                                                                            'customer-service.schema.json/items/properties/labelIds/type',
                                                                                          keyword:
                                                                                            'type',
                                                                                          params: {
                                                                                            type: 'array',
                                                                                          },
                                                                                          message:
                                                                                            'must be array',
                                                                                        },
                                                                                      ];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                                var valid27 =
                                                                                  _errs139 ===
                                                                                  errors;
                                                                              } else {
                                                                                var valid27 = true;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/customerService/' +
                                                                        i11,
                                                                      schemaPath:
                                                                        'customer-service.schema.json/items/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'object' },
                                                                      message: 'must be object',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid26 = _errs129 === errors;
                                                              if (!valid26) {
                                                                break;
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath + '/customerService',
                                                              schemaPath:
                                                                'customer-service.schema.json/type',
                                                              keyword: 'type',
                                                              params: { type: 'array' },
                                                              message: 'must be array',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid0 = _errs126 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data.captcha !== undefined) {
                                                        const _errs143 = errors;
                                                        if (
                                                          !validate66(data.captcha, {
                                                            instancePath: instancePath + '/captcha',
                                                            parentData: data,
                                                            parentDataProperty: 'captcha',
                                                            rootData,
                                                            dynamicAnchors,
                                                          })
                                                        ) {
                                                          vErrors =
                                                            vErrors === null
                                                              ? validate66.errors
                                                              : vErrors.concat(validate66.errors);
                                                          errors = vErrors.length;
                                                        }
                                                        var valid0 = _errs143 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data.auth !== undefined) {
                                                          const _errs144 = errors;
                                                          if (
                                                            !validate68(data.auth, {
                                                              instancePath: instancePath + '/auth',
                                                              parentData: data,
                                                              parentDataProperty: 'auth',
                                                              rootData,
                                                              dynamicAnchors,
                                                            })
                                                          ) {
                                                            vErrors =
                                                              vErrors === null
                                                                ? validate68.errors
                                                                : vErrors.concat(validate68.errors);
                                                            errors = vErrors.length;
                                                          }
                                                          var valid0 = _errs144 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (data.push !== undefined) {
                                                            const _errs145 = errors;
                                                            if (
                                                              !validate70(data.push, {
                                                                instancePath:
                                                                  instancePath + '/push',
                                                                parentData: data,
                                                                parentDataProperty: 'push',
                                                                rootData,
                                                                dynamicAnchors,
                                                              })
                                                            ) {
                                                              vErrors =
                                                                vErrors === null
                                                                  ? validate70.errors
                                                                  : vErrors.concat(
                                                                      validate70.errors,
                                                                    );
                                                              errors = vErrors.length;
                                                            }
                                                            var valid0 = _errs145 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                          if (valid0) {
                                                            if (data.tracking !== undefined) {
                                                              let data72 = data.tracking;
                                                              const _errs146 = errors;
                                                              const _errs147 = errors;
                                                              if (errors === _errs147) {
                                                                if (
                                                                  data72 &&
                                                                  typeof data72 == 'object' &&
                                                                  !Array.isArray(data72)
                                                                ) {
                                                                  const _errs149 = errors;
                                                                  for (const key9 in data72) {
                                                                    if (!(
                                                                      key9 === 'facebookPixelId' ||
                                                                      key9 ===
                                                                        'appsFlyerWebDevKey' ||
                                                                      key9 === 'tiktokPixelId' ||
                                                                      key9 === 'googleTagId' ||
                                                                      key9 === 'performanceReport'
                                                                    )) {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/tracking',
                                                                          schemaPath:
                                                                            'tracking.schema.json/additionalProperties',
                                                                          keyword:
                                                                            'additionalProperties',
                                                                          params: {
                                                                            additionalProperty:
                                                                              key9,
                                                                          },
                                                                          message:
                                                                            'must NOT have additional properties',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                      break;
                                                                    }
                                                                  }
                                                                  if (_errs149 === errors) {
                                                                    if (
                                                                      data72.facebookPixelId !==
                                                                      undefined
                                                                    ) {
                                                                      let data73 =
                                                                        data72.facebookPixelId;
                                                                      const _errs150 = errors;
                                                                      if (errors === _errs150) {
                                                                        if (
                                                                          typeof data73 === 'string'
                                                                        ) {
                                                                          if (
                                                                            !pattern74.test(data73)
                                                                          ) {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/tracking/facebookPixelId',
                                                                                schemaPath:
                                                                                  'tracking.schema.json/properties/facebookPixelId/pattern',
                                                                                keyword: 'pattern',
                                                                                params: {
                                                                                  pattern:
                                                                                    '^[0-9]{10,20}$',
                                                                                },
                                                                                message:
                                                                                  'must match pattern "' +
                                                                                  '^[0-9]{10,20}$' +
                                                                                  '"',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                        } else {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/tracking/facebookPixelId',
                                                                              schemaPath:
                                                                                'tracking.schema.json/properties/facebookPixelId/type',
                                                                              keyword: 'type',
                                                                              params: {
                                                                                type: 'string',
                                                                              },
                                                                              message:
                                                                                'must be string',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid31 =
                                                                        _errs150 === errors;
                                                                    } else {
                                                                      var valid31 = true;
                                                                    }
                                                                    if (valid31) {
                                                                      if (
                                                                        data72.appsFlyerWebDevKey !==
                                                                        undefined
                                                                      ) {
                                                                        let data74 =
                                                                          data72.appsFlyerWebDevKey;
                                                                        const _errs152 = errors;
                                                                        if (errors === _errs152) {
                                                                          if (
                                                                            typeof data74 ===
                                                                            'string'
                                                                          ) {
                                                                            if (
                                                                              !pattern75.test(
                                                                                data74,
                                                                              )
                                                                            ) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/tracking/appsFlyerWebDevKey',
                                                                                  schemaPath:
                                                                                    'tracking.schema.json/properties/appsFlyerWebDevKey/pattern',
                                                                                  keyword:
                                                                                    'pattern',
                                                                                  params: {
                                                                                    pattern:
                                                                                      '^[0-9a-f-]{36}$',
                                                                                  },
                                                                                  message:
                                                                                    'must match pattern "' +
                                                                                    '^[0-9a-f-]{36}$' +
                                                                                    '"',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                          } else {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/tracking/appsFlyerWebDevKey',
                                                                                schemaPath:
                                                                                  'tracking.schema.json/properties/appsFlyerWebDevKey/type',
                                                                                keyword: 'type',
                                                                                params: {
                                                                                  type: 'string',
                                                                                },
                                                                                message:
                                                                                  'must be string',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid31 =
                                                                          _errs152 === errors;
                                                                      } else {
                                                                        var valid31 = true;
                                                                      }
                                                                      if (valid31) {
                                                                        if (
                                                                          data72.tiktokPixelId !==
                                                                          undefined
                                                                        ) {
                                                                          let data75 =
                                                                            data72.tiktokPixelId;
                                                                          const _errs154 = errors;
                                                                          if (errors === _errs154) {
                                                                            if (
                                                                              typeof data75 ===
                                                                              'string'
                                                                            ) {
                                                                              if (
                                                                                !pattern76.test(
                                                                                  data75,
                                                                                )
                                                                              ) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/tracking/tiktokPixelId',
                                                                                      schemaPath:
                                                                                        'tracking.schema.json/properties/tiktokPixelId/pattern',
                                                                                      keyword:
                                                                                        'pattern',
                                                                                      params: {
                                                                                        pattern:
                                                                                          '^[A-Z0-9]{10,30}$',
                                                                                      },
                                                                                      message:
                                                                                        'must match pattern "' +
                                                                                        '^[A-Z0-9]{10,30}$' +
                                                                                        '"',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            } else {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/tracking/tiktokPixelId',
                                                                                  schemaPath:
                                                                                    'tracking.schema.json/properties/tiktokPixelId/type',
                                                                                  keyword: 'type',
                                                                                  params: {
                                                                                    type: 'string',
                                                                                  },
                                                                                  message:
                                                                                    'must be string',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid31 =
                                                                            _errs154 === errors;
                                                                        } else {
                                                                          var valid31 = true;
                                                                        }
                                                                        if (valid31) {
                                                                          if (
                                                                            data72.googleTagId !==
                                                                            undefined
                                                                          ) {
                                                                            let data76 =
                                                                              data72.googleTagId;
                                                                            const _errs156 = errors;
                                                                            if (
                                                                              errors === _errs156
                                                                            ) {
                                                                              if (
                                                                                typeof data76 ===
                                                                                'string'
                                                                              ) {
                                                                                if (
                                                                                  !pattern77.test(
                                                                                    data76,
                                                                                  )
                                                                                ) {
                                                                                  validate20.errors =
                                                                                    [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/tracking/googleTagId',
                                                                                        schemaPath:
                                                                                          'tracking.schema.json/properties/googleTagId/pattern',
                                                                                        keyword:
                                                                                          'pattern',
                                                                                        params: {
                                                                                          pattern:
                                                                                            '^(G|AW)-[A-Z0-9]{4,16}$',
                                                                                        },
                                                                                        message:
                                                                                          'must match pattern "' +
                                                                                          '^(G|AW)-[A-Z0-9]{4,16}$' +
                                                                                          '"',
                                                                                      },
                                                                                    ];
                                                                                  return false;
                                                                                }
                                                                              } else {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/tracking/googleTagId',
                                                                                      schemaPath:
                                                                                        'tracking.schema.json/properties/googleTagId/type',
                                                                                      keyword:
                                                                                        'type',
                                                                                      params: {
                                                                                        type: 'string',
                                                                                      },
                                                                                      message:
                                                                                        'must be string',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid31 =
                                                                              _errs156 === errors;
                                                                          } else {
                                                                            var valid31 = true;
                                                                          }
                                                                          if (valid31) {
                                                                            if (
                                                                              data72.performanceReport !==
                                                                              undefined
                                                                            ) {
                                                                              const _errs158 =
                                                                                errors;
                                                                              if (
                                                                                typeof data72.performanceReport !==
                                                                                'boolean'
                                                                              ) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/tracking/performanceReport',
                                                                                      schemaPath:
                                                                                        'tracking.schema.json/properties/performanceReport/type',
                                                                                      keyword:
                                                                                        'type',
                                                                                      params: {
                                                                                        type: 'boolean',
                                                                                      },
                                                                                      message:
                                                                                        'must be boolean',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                              var valid31 =
                                                                                _errs158 === errors;
                                                                            } else {
                                                                              var valid31 = true;
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath + '/tracking',
                                                                      schemaPath:
                                                                        'tracking.schema.json/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'object' },
                                                                      message: 'must be object',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid0 = _errs146 === errors;
                                                            } else {
                                                              var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                              if (data.games !== undefined) {
                                                                let data78 = data.games;
                                                                const _errs160 = errors;
                                                                const _errs161 = errors;
                                                                if (errors === _errs161) {
                                                                  if (
                                                                    data78 &&
                                                                    typeof data78 == 'object' &&
                                                                    !Array.isArray(data78)
                                                                  ) {
                                                                    let missing6;
                                                                    if (
                                                                      data78.lotteryLaunchVariant ===
                                                                        undefined &&
                                                                      (missing6 =
                                                                        'lotteryLaunchVariant')
                                                                    ) {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath + '/games',
                                                                          schemaPath:
                                                                            'games.schema.json/required',
                                                                          keyword: 'required',
                                                                          params: {
                                                                            missingProperty:
                                                                              missing6,
                                                                          },
                                                                          message:
                                                                            "must have required property '" +
                                                                            missing6 +
                                                                            "'",
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    } else {
                                                                      const _errs163 = errors;
                                                                      for (const key10 in data78) {
                                                                        if (!(
                                                                          key10 ===
                                                                            'lotteryLaunchVariant' ||
                                                                          key10 === 'lottoArea' ||
                                                                          key10 ===
                                                                            'defaultLottoView' ||
                                                                          key10 === 'trialLaunch' ||
                                                                          key10 === 'openGameIn'
                                                                        )) {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/games',
                                                                              schemaPath:
                                                                                'games.schema.json/additionalProperties',
                                                                              keyword:
                                                                                'additionalProperties',
                                                                              params: {
                                                                                additionalProperty:
                                                                                  key10,
                                                                              },
                                                                              message:
                                                                                'must NOT have additional properties',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                          break;
                                                                        }
                                                                      }
                                                                      if (_errs163 === errors) {
                                                                        if (
                                                                          data78.lotteryLaunchVariant !==
                                                                          undefined
                                                                        ) {
                                                                          let data79 =
                                                                            data78.lotteryLaunchVariant;
                                                                          const _errs164 = errors;
                                                                          if (!(
                                                                            data79 === 'SEA' ||
                                                                            data79 === 'VN'
                                                                          )) {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/games/lotteryLaunchVariant',
                                                                                schemaPath:
                                                                                  'games.schema.json/properties/lotteryLaunchVariant/enum',
                                                                                keyword: 'enum',
                                                                                params: {
                                                                                  allowedValues:
                                                                                    schema119
                                                                                      .properties
                                                                                      .lotteryLaunchVariant
                                                                                      .enum,
                                                                                },
                                                                                message:
                                                                                  'must be equal to one of the allowed values',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                          var valid33 =
                                                                            _errs164 === errors;
                                                                        } else {
                                                                          var valid33 = true;
                                                                        }
                                                                        if (valid33) {
                                                                          if (
                                                                            data78.lottoArea !==
                                                                            undefined
                                                                          ) {
                                                                            let data80 =
                                                                              data78.lottoArea;
                                                                            const _errs165 = errors;
                                                                            if (
                                                                              errors === _errs165
                                                                            ) {
                                                                              if (
                                                                                typeof data80 ===
                                                                                'string'
                                                                              ) {
                                                                                if (
                                                                                  !pattern78.test(
                                                                                    data80,
                                                                                  )
                                                                                ) {
                                                                                  validate20.errors =
                                                                                    [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/games/lottoArea',
                                                                                        schemaPath:
                                                                                          'games.schema.json/properties/lottoArea/pattern',
                                                                                        keyword:
                                                                                          'pattern',
                                                                                        params: {
                                                                                          pattern:
                                                                                            '^[A-Z]{2,8}$',
                                                                                        },
                                                                                        message:
                                                                                          'must match pattern "' +
                                                                                          '^[A-Z]{2,8}$' +
                                                                                          '"',
                                                                                      },
                                                                                    ];
                                                                                  return false;
                                                                                }
                                                                              } else {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/games/lottoArea',
                                                                                      schemaPath:
                                                                                        'games.schema.json/properties/lottoArea/type',
                                                                                      keyword:
                                                                                        'type',
                                                                                      params: {
                                                                                        type: 'string',
                                                                                      },
                                                                                      message:
                                                                                        'must be string',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid33 =
                                                                              _errs165 === errors;
                                                                          } else {
                                                                            var valid33 = true;
                                                                          }
                                                                          if (valid33) {
                                                                            if (
                                                                              data78.defaultLottoView !==
                                                                              undefined
                                                                            ) {
                                                                              let data81 =
                                                                                data78.defaultLottoView;
                                                                              const _errs167 =
                                                                                errors;
                                                                              if (!(
                                                                                data81 ===
                                                                                  'betting' ||
                                                                                data81 === 'lobby'
                                                                              )) {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/games/defaultLottoView',
                                                                                      schemaPath:
                                                                                        'games.schema.json/properties/defaultLottoView/enum',
                                                                                      keyword:
                                                                                        'enum',
                                                                                      params: {
                                                                                        allowedValues:
                                                                                          schema119
                                                                                            .properties
                                                                                            .defaultLottoView
                                                                                            .enum,
                                                                                      },
                                                                                      message:
                                                                                        'must be equal to one of the allowed values',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                              var valid33 =
                                                                                _errs167 === errors;
                                                                            } else {
                                                                              var valid33 = true;
                                                                            }
                                                                            if (valid33) {
                                                                              if (
                                                                                data78.trialLaunch !==
                                                                                undefined
                                                                              ) {
                                                                                const _errs168 =
                                                                                  errors;
                                                                                if (
                                                                                  typeof data78.trialLaunch !==
                                                                                  'boolean'
                                                                                ) {
                                                                                  validate20.errors =
                                                                                    [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/games/trialLaunch',
                                                                                        schemaPath:
                                                                                          'games.schema.json/properties/trialLaunch/type',
                                                                                        keyword:
                                                                                          'type',
                                                                                        params: {
                                                                                          type: 'boolean',
                                                                                        },
                                                                                        message:
                                                                                          'must be boolean',
                                                                                      },
                                                                                    ];
                                                                                  return false;
                                                                                }
                                                                                var valid33 =
                                                                                  _errs168 ===
                                                                                  errors;
                                                                              } else {
                                                                                var valid33 = true;
                                                                              }
                                                                              if (valid33) {
                                                                                if (
                                                                                  data78.openGameIn !==
                                                                                  undefined
                                                                                ) {
                                                                                  let data83 =
                                                                                    data78.openGameIn;
                                                                                  const _errs170 =
                                                                                    errors;
                                                                                  if (!(
                                                                                    data83 ===
                                                                                      'sameTab' ||
                                                                                    data83 ===
                                                                                      'newWindow'
                                                                                  )) {
                                                                                    validate20.errors =
                                                                                      [
                                                                                        {
                                                                                          instancePath:
                                                                                            instancePath +
                                                                                            '/games/openGameIn',
                                                                                          schemaPath:
                                                                                            'games.schema.json/properties/openGameIn/enum',
                                                                                          keyword:
                                                                                            'enum',
                                                                                          params: {
                                                                                            allowedValues:
                                                                                              schema119
                                                                                                .properties
                                                                                                .openGameIn
                                                                                                .enum,
                                                                                          },
                                                                                          message:
                                                                                            'must be equal to one of the allowed values',
                                                                                        },
                                                                                      ];
                                                                                    return false;
                                                                                  }
                                                                                  var valid33 =
                                                                                    _errs170 ===
                                                                                    errors;
                                                                                } else {
                                                                                  var valid33 = true;
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate20.errors = [
                                                                      {
                                                                        instancePath:
                                                                          instancePath + '/games',
                                                                        schemaPath:
                                                                          'games.schema.json/type',
                                                                        keyword: 'type',
                                                                        params: { type: 'object' },
                                                                        message: 'must be object',
                                                                      },
                                                                    ];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid0 = _errs160 === errors;
                                                              } else {
                                                                var valid0 = true;
                                                              }
                                                              if (valid0) {
                                                                if (data.promotions !== undefined) {
                                                                  let data84 = data.promotions;
                                                                  const _errs171 = errors;
                                                                  if (errors === _errs171) {
                                                                    if (
                                                                      data84 &&
                                                                      typeof data84 == 'object' &&
                                                                      !Array.isArray(data84)
                                                                    ) {
                                                                      const _errs173 = errors;
                                                                      for (const key11 in data84) {
                                                                        if (
                                                                          !(key11 === 'available')
                                                                        ) {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/promotions',
                                                                              schemaPath:
                                                                                '#/properties/promotions/additionalProperties',
                                                                              keyword:
                                                                                'additionalProperties',
                                                                              params: {
                                                                                additionalProperty:
                                                                                  key11,
                                                                              },
                                                                              message:
                                                                                'must NOT have additional properties',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                          break;
                                                                        }
                                                                      }
                                                                      if (_errs173 === errors) {
                                                                        if (
                                                                          data84.available !==
                                                                          undefined
                                                                        ) {
                                                                          let data85 =
                                                                            data84.available;
                                                                          const _errs174 = errors;
                                                                          if (errors === _errs174) {
                                                                            if (
                                                                              Array.isArray(data85)
                                                                            ) {
                                                                              var valid35 = true;
                                                                              const len8 =
                                                                                data85.length;
                                                                              for (
                                                                                let i14 = 0;
                                                                                i14 < len8;
                                                                                i14++
                                                                              ) {
                                                                                let data86 =
                                                                                  data85[i14];
                                                                                const _errs176 =
                                                                                  errors;
                                                                                if (!(
                                                                                  data86 ===
                                                                                    'MISSION' ||
                                                                                  data86 ===
                                                                                    'LOGIN' ||
                                                                                  data86 ===
                                                                                    'SAVIOR' ||
                                                                                  data86 ===
                                                                                    'REFERRAL' ||
                                                                                  data86 ===
                                                                                    'APP_DOWNLOAD'
                                                                                )) {
                                                                                  validate20.errors =
                                                                                    [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/promotions/available/' +
                                                                                          i14,
                                                                                        schemaPath:
                                                                                          'defs.schema.json#/$defs/promotionKey/enum',
                                                                                        keyword:
                                                                                          'enum',
                                                                                        params: {
                                                                                          allowedValues:
                                                                                            schema73.enum,
                                                                                        },
                                                                                        message:
                                                                                          'must be equal to one of the allowed values',
                                                                                      },
                                                                                    ];
                                                                                  return false;
                                                                                }
                                                                                var valid35 =
                                                                                  _errs176 ===
                                                                                  errors;
                                                                                if (!valid35) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                              if (valid35) {
                                                                                let i15 =
                                                                                  data85.length;
                                                                                let j6;
                                                                                if (i15 > 1) {
                                                                                  outer5: for (
                                                                                    ;
                                                                                    i15--;
                                                                                  ) {
                                                                                    for (
                                                                                      j6 = i15;
                                                                                      j6--;
                                                                                    ) {
                                                                                      if (
                                                                                        func0(
                                                                                          data85[
                                                                                            i15
                                                                                          ],
                                                                                          data85[
                                                                                            j6
                                                                                          ],
                                                                                        )
                                                                                      ) {
                                                                                        validate20.errors =
                                                                                          [
                                                                                            {
                                                                                              instancePath:
                                                                                                instancePath +
                                                                                                '/promotions/available',
                                                                                              schemaPath:
                                                                                                '#/properties/promotions/properties/available/uniqueItems',
                                                                                              keyword:
                                                                                                'uniqueItems',
                                                                                              params:
                                                                                                {
                                                                                                  i: i15,
                                                                                                  j: j6,
                                                                                                },
                                                                                              message:
                                                                                                'must NOT have duplicate items (items ## ' +
                                                                                                j6 +
                                                                                                ' and ' +
                                                                                                i15 +
                                                                                                ' are identical)',
                                                                                            },
                                                                                          ];
                                                                                        return false;
                                                                                        break outer5;
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/promotions/available',
                                                                                  schemaPath:
                                                                                    '#/properties/promotions/properties/available/type',
                                                                                  keyword: 'type',
                                                                                  params: {
                                                                                    type: 'array',
                                                                                  },
                                                                                  message:
                                                                                    'must be array',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/promotions',
                                                                          schemaPath:
                                                                            '#/properties/promotions/type',
                                                                          keyword: 'type',
                                                                          params: {
                                                                            type: 'object',
                                                                          },
                                                                          message: 'must be object',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid0 = _errs171 === errors;
                                                                } else {
                                                                  var valid0 = true;
                                                                }
                                                                if (valid0) {
                                                                  if (data.security !== undefined) {
                                                                    let data87 = data.security;
                                                                    const _errs178 = errors;
                                                                    if (errors === _errs178) {
                                                                      if (
                                                                        data87 &&
                                                                        typeof data87 == 'object' &&
                                                                        !Array.isArray(data87)
                                                                      ) {
                                                                        const _errs180 = errors;
                                                                        for (const key12 in data87) {
                                                                          if (
                                                                            !(
                                                                              key12 ===
                                                                              'frameAncestors'
                                                                            )
                                                                          ) {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/security',
                                                                                schemaPath:
                                                                                  '#/properties/security/additionalProperties',
                                                                                keyword:
                                                                                  'additionalProperties',
                                                                                params: {
                                                                                  additionalProperty:
                                                                                    key12,
                                                                                },
                                                                                message:
                                                                                  'must NOT have additional properties',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                            break;
                                                                          }
                                                                        }
                                                                        if (_errs180 === errors) {
                                                                          if (
                                                                            data87.frameAncestors !==
                                                                            undefined
                                                                          ) {
                                                                            let data88 =
                                                                              data87.frameAncestors;
                                                                            const _errs181 = errors;
                                                                            if (
                                                                              errors === _errs181
                                                                            ) {
                                                                              if (
                                                                                Array.isArray(
                                                                                  data88,
                                                                                )
                                                                              ) {
                                                                                var valid39 = true;
                                                                                const len9 =
                                                                                  data88.length;
                                                                                for (
                                                                                  let i16 = 0;
                                                                                  i16 < len9;
                                                                                  i16++
                                                                                ) {
                                                                                  let data89 =
                                                                                    data88[i16];
                                                                                  const _errs183 =
                                                                                    errors;
                                                                                  if (
                                                                                    errors ===
                                                                                    _errs183
                                                                                  ) {
                                                                                    if (
                                                                                      typeof data89 ===
                                                                                      'string'
                                                                                    ) {
                                                                                      if (
                                                                                        !pattern79.test(
                                                                                          data89,
                                                                                        )
                                                                                      ) {
                                                                                        validate20.errors =
                                                                                          [
                                                                                            {
                                                                                              instancePath:
                                                                                                instancePath +
                                                                                                '/security/frameAncestors/' +
                                                                                                i16,
                                                                                              schemaPath:
                                                                                                '#/properties/security/properties/frameAncestors/items/pattern',
                                                                                              keyword:
                                                                                                'pattern',
                                                                                              params:
                                                                                                {
                                                                                                  pattern:
                                                                                                    "^(https://[a-z0-9.*-]+(:[0-9]+)?|'self'|'none')$",
                                                                                                },
                                                                                              message:
                                                                                                'must match pattern "' +
                                                                                                "^(https://[a-z0-9.*-]+(:[0-9]+)?|'self'|'none')$" +
                                                                                                '"',
                                                                                            },
                                                                                          ];
                                                                                        return false;
                                                                                      }
                                                                                    } else {
                                                                                      validate20.errors =
                                                                                        [
                                                                                          {
                                                                                            instancePath:
                                                                                              instancePath +
                                                                                              '/security/frameAncestors/' +
                                                                                              i16,
                                                                                            schemaPath:
                                                                                              '#/properties/security/properties/frameAncestors/items/type',
                                                                                            keyword:
                                                                                              'type',
                                                                                            params:
                                                                                              {
                                                                                                type: 'string',
                                                                                              },
                                                                                            message:
                                                                                              'must be string',
                                                                                          },
                                                                                        ];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var valid39 =
                                                                                    _errs183 ===
                                                                                    errors;
                                                                                  if (!valid39) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                                if (valid39) {
                                                                                  let i17 =
                                                                                    data88.length;
                                                                                  let j7;
                                                                                  if (i17 > 1) {
                                                                                    const indices1 =
                                                                                      {};
                                                                                    for (; i17--;) {
                                                                                      let item1 =
                                                                                        data88[i17];
                                                                                      if (
                                                                                        typeof item1 !==
                                                                                        'string'
                                                                                      ) {
                                                                                        continue;
                                                                                      }
                                                                                      if (
                                                                                        typeof indices1[
                                                                                          item1
                                                                                        ] ==
                                                                                        'number'
                                                                                      ) {
                                                                                        j7 =
                                                                                          indices1[
                                                                                            item1
                                                                                          ];
                                                                                        validate20.errors =
                                                                                          [
                                                                                            {
                                                                                              instancePath:
                                                                                                instancePath +
                                                                                                '/security/frameAncestors',
                                                                                              schemaPath:
                                                                                                '#/properties/security/properties/frameAncestors/uniqueItems',
                                                                                              keyword:
                                                                                                'uniqueItems',
                                                                                              params:
                                                                                                {
                                                                                                  i: i17,
                                                                                                  j: j7,
                                                                                                },
                                                                                              message:
                                                                                                'must NOT have duplicate items (items ## ' +
                                                                                                j7 +
                                                                                                ' and ' +
                                                                                                i17 +
                                                                                                ' are identical)',
                                                                                            },
                                                                                          ];
                                                                                        return false;
                                                                                        break;
                                                                                      }
                                                                                      indices1[
                                                                                        item1
                                                                                      ] = i17;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              } else {
                                                                                validate20.errors =
                                                                                  [
                                                                                    {
                                                                                      instancePath:
                                                                                        instancePath +
                                                                                        '/security/frameAncestors',
                                                                                      schemaPath:
                                                                                        '#/properties/security/properties/frameAncestors/type',
                                                                                      keyword:
                                                                                        'type',
                                                                                      params: {
                                                                                        type: 'array',
                                                                                      },
                                                                                      message:
                                                                                        'must be array',
                                                                                    },
                                                                                  ];
                                                                                return false;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate20.errors = [
                                                                          {
                                                                            instancePath:
                                                                              instancePath +
                                                                              '/security',
                                                                            schemaPath:
                                                                              '#/properties/security/type',
                                                                            keyword: 'type',
                                                                            params: {
                                                                              type: 'object',
                                                                            },
                                                                            message:
                                                                              'must be object',
                                                                          },
                                                                        ];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid0 =
                                                                      _errs178 === errors;
                                                                  } else {
                                                                    var valid0 = true;
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

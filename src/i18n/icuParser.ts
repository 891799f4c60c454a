/**
 * The full ICU message parser, for merchant texts that use plural, select, formats, tags or `'`
 * quoting (merchantTexts.ts). The production build resolves the package's name to its no-parser
 * entry (scripts/vite/messagesPlugin.ts), so this names the parser's file: a chunk of its own,
 * downloaded only for a merchant whose texts need it.
 */
export { parse } from '../../node_modules/@formatjs/icu-messageformat-parser/index.js';

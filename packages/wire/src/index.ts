/**
 * @tabula/wire: what the server, the web client and the CLI share (issue 43) — the protocol
 * (`protocol.ts`), the clock as the wire carries it (`clock.ts`) and the rules for names and chat
 * text (`plainText.ts`). The list of hosted games is the subpath `@tabula/wire/games`.
 */
export * from './protocol';
export { ClockConfig, type ClockView } from './clock';

/**
 * @tabula/wire: what the server, the web client and the CLI share (issue 43) — the protocol, as
 * the HTTP API (`api.ts`) and the WebSocket messages (`protocol.ts`); the clock as the wire
 * carries it (`clock.ts`); the rules for names and chat text (`plainText.ts`) and for account
 * names and passwords (`username.ts`, `password.ts`); passkeys (`passkeyApi.ts`); ratings
 * (`ratingApi.ts`); seeks (`seekApi.ts`); friends and blocks (`relationApi.ts`); Web Push's bodies
 * and messages (`pushApi.ts`). The list of hosted
 * games is the subpath `@tabula/wire/games`.
 */
export * from './api';
export * from './accountApi';
export * from './ratingApi';
export * from './passkeyApi';
export * from './seekApi';
export * from './relationApi';
export * from './pushApi';
export * from './protocol';
export { ClockConfig, type ClockView } from './clock';
export { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password';
export { normalUsername, USERNAME_MAX, USERNAME_MIN, usernameKey, usernameProblem } from './username';

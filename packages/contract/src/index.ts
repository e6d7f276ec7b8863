export * from './credit-code.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * from './paging.ts';
export * from './portal/platform.ts';
export * from './portal/user.ts';

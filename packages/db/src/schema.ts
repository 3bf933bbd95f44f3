// The whole database schema, one module per area. drizzle-kit and the client read this file.
export * from './schema/accounts';
export * from './schema/schools';
export * from './schema/ledgers';
export * from './schema/coaching';
export * from './schema/growth';
export * from './schema/platform';
export * from './schema/community';
export * from './schema/coaches';
export * from './schema/feature-requests';
export * from './schema/gamification';
export * from './schema/rewards';
export * from './schema/referrals';
export * from './schema/sessions';

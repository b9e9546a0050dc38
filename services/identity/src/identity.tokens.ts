/** Injection token of the IdentityConfig (AppModule.forRoot provides it). */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

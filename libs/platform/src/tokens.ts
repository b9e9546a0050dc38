/** Injection tokens of the platform module. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

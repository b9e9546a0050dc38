import { type FieldError, IdentityMessages } from '@mise/domain';

const M = IdentityMessages.outlet;

/** Spec 1: three third-party delivery services plus in-house delivery. */
export enum DeliveryType {
  GRABFOOD = 'GRABFOOD',
  FOODPANDA = 'FOODPANDA',
  SHOPEEFOOD = 'SHOPEEFOOD',
  IN_HOUSE = 'IN_HOUSE',
}

/** Days of operation (the spec's misspelt Tuesday is not kept). */
export enum Weekday {
  MONDAY = 'MONDAY',
  TUESDAY = 'TUESDAY',
  WEDNESDAY = 'WEDNESDAY',
  THURSDAY = 'THURSDAY',
  FRIDAY = 'FRIDAY',
  SATURDAY = 'SATURDAY',
  SUNDAY = 'SUNDAY',
}

export const DELIVERY_TYPES = Object.values(DeliveryType);
export const WEEKDAYS = Object.values(Weekday);

/** 00:00 to 23:59, two digits each. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface DeliveryInfoValue {
  deliveryTypes: string[];
  otherDeliveryTypes: string[];
}

export interface OperatingHoursValue {
  dayOfOperation: string;
  isOpen: boolean;
  timesOfOperation: { fromTime: string; toTime: string }[];
}

/** Known delivery types, none twice; other delivery types named, none twice. */
export function validateDeliveryInfo(info: DeliveryInfoValue): FieldError[] {
  const errors: FieldError[] = [];
  const field = 'deliveryInfo';
  if (info.deliveryTypes.some((t) => !(DELIVERY_TYPES as string[]).includes(t))) {
    errors.push({ field, message: M.deliveryTypeUnknown(DELIVERY_TYPES) });
  } else if (new Set(info.deliveryTypes).size !== info.deliveryTypes.length) {
    errors.push({ field, message: M.deliveryTypeRepeated });
  }
  const others = info.otherDeliveryTypes.map((t) => t.trim());
  if (others.some((t) => !t)) errors.push({ field, message: M.otherDeliveryTypeBlank });
  else if (new Set(others.map((t) => t.toLowerCase())).size !== others.length) {
    errors.push({ field, message: M.otherDeliveryTypeRepeated });
  }
  return errors;
}

/** A weekday each (none twice); times HH:mm from 00:00 to 23:59, each from before its to. */
export function validateOperatingHours(hours: OperatingHoursValue[]): FieldError[] {
  const errors: FieldError[] = [];
  const field = 'operatingHours';
  if (hours.some((h) => !(WEEKDAYS as string[]).includes(h.dayOfOperation))) {
    errors.push({ field, message: M.dayUnknown(WEEKDAYS) });
  } else if (new Set(hours.map((h) => h.dayOfOperation)).size !== hours.length) {
    errors.push({ field, message: M.dayRepeated });
  }
  const times = hours.flatMap((h) => h.timesOfOperation);
  if (times.some((t) => !HH_MM.test(t.fromTime) || !HH_MM.test(t.toTime))) {
    errors.push({ field, message: M.timeInvalid });
  } else if (times.some((t) => t.fromTime >= t.toTime)) {
    errors.push({ field, message: M.timeOrder });
  }
  return errors;
}

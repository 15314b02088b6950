// Building blocks for the request shapes. Nullable and enum fields are declared with a `type` list and
// an `enum` rather than TypeBox's anyOf unions, so a validation error names the field and says plainly
// what was wrong ("must be equal to one of the allowed values") instead of "must match a schema in anyOf".
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values, ...rest } = schema as TSchema & { type?: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

export function StringEnum<const V extends readonly string[]>(values: V, options: { description?: string } = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** A resource id as the service issues them: opaque, short, printable. */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A name a person gives a thing: not blank, one line, of a sane length. */
export const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' });

export const Text = (maxLength: number) => Type.String({ maxLength });

/** ISO 8601 timestamp with a UTC offset (`Z` or `±HH:MM`), as RFC 3339 requires. */
export const TimestampWithOffset = Type.String({ format: 'date-time', maxLength: 40 });

/** A calendar date `YYYY-MM-DD`. */
export const CalendarDate = Type.String({ format: 'date', maxLength: 10 });

/** Money in pennies: never negative, at most ten million in the currency's main unit. */
export const Pennies = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

export const BILL_UNITS = ['hourly', 'fixed'] as const;
export type BillUnit = (typeof BILL_UNITS)[number];
export const BillUnitSchema = StringEnum(BILL_UNITS);

/** Billing details shared by projects, categories and (inherited, read-only) activities. */
export interface Billing {
  is_billable: boolean | null;
  bill_rate: number | null;
  bill_unit: BillUnit | null;
}

export const billingFields = {
  is_billable: Type.Optional(Nullable(Type.Boolean())),
  bill_rate: Type.Optional(Nullable(Pennies)),
  bill_unit: Type.Optional(Nullable(BillUnitSchema)),
};

export interface Ref {
  id: string;
  name: string;
}

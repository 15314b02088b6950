import { Type, type Static } from '@sinclair/typebox';
import { type Billing, Id, Name, Nullable, type Ref, TimestampWithOffset } from './schema';

export const ACTIVITY_STATUSES = ['pending', 'complete'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * Recorded time: one interval the timer actually ran. Immutable to clients. The interval of a running
 * timer is the one record with status `pending` and no stop time yet; stop completes it.
 */
export interface ActivityRecord {
  id: string;
  status: 'pending' | 'complete';
  type: 'time';
  start_time: string;
  stop_time: string | null;
  quantity: number | null;
  units: 'seconds';
}

/** Billing as the activity inherits it: the project's settings if it has any, else the category's. */
export interface Activity extends Billing {
  id: string;
  created_at: string;
  status: ActivityStatus;
  project: Ref;
  category: Ref | null;
  description: string;
  /** Reported date, with the UTC offset it was given in. */
  date: string;
  /** Reported seconds. While the timer runs, the time recorded so far, counted up to the moment of the read. */
  duration: number;
  tags: string[];
  records: ActivityRecord[];
  /** The channel that created it (the skill sends "alexa"); null when none was given. */
  source: string | null;
}

/** The longest reported duration the service accepts for one activity: a week. */
export const MAX_DURATION_SECONDS = 7 * 24 * 3600;

export const Duration = Type.Integer({ minimum: 0, maximum: MAX_DURATION_SECONDS });
export const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true });
const Description = Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' });

export const ActivityCreate = Type.Object(
  {
    source: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    description: Description,
    // Required unless project_name is sent in its place.
    project_id: Type.Optional(Id),
    project_name: Type.Optional(Name),
    category_id: Type.Optional(Nullable(Id)),
    tags: Type.Optional(Tags),
    date: Type.Optional(TimestampWithOffset),
    duration: Type.Optional(Duration),
  },
  { additionalProperties: false },
);
export type ActivityCreate = Static<typeof ActivityCreate>;

export const ActivityUpdate = Type.Object(
  {
    description: Type.Optional(Description),
    project_id: Type.Optional(Id),
    category_id: Type.Optional(Nullable(Id)),
    tags: Type.Optional(Tags),
    date: Type.Optional(TimestampWithOffset),
    duration: Type.Optional(Duration),
  },
  { additionalProperties: false },
);
export type ActivityUpdate = Static<typeof ActivityUpdate>;

export const ActivityGroup = Type.Object(
  { activity_ids: Type.Array(Id, { minItems: 2, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ActivityGroup = Static<typeof ActivityGroup>;


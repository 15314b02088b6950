// What the store keeps. Rows carry what responses do not show: the owner, deletion, password and token
// hashes, and the bookkeeping that lets a grouped activity be ungrouped.
import type { ActivityRecord, ActivityStatus, BillUnit, ProjectStatus } from '../../models';

export interface Row {
  id: string;
  created_at: string;
}

/** A resource that belongs to one user and can be deleted (softly: it answers 410 until recovered). */
export interface OwnedRow extends Row {
  user_id: string;
  deleted_at: string | null;
}

export interface UserRow extends Row {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

export interface ClientRow extends OwnedRow {
  name: string;
  address: string | null;
  phone: string | null;
  note: string | null;
  avatar_url: string | null;
}

export interface BillingRow {
  is_billable: boolean | null;
  bill_rate: number | null;
  bill_unit: BillUnit | null;
}

export interface CategoryRow extends OwnedRow, BillingRow {
  name: string;
  description: string | null;
  color_hex: string | null;
}

export interface ProjectRow extends OwnedRow, BillingRow {
  name: string;
  description: string | null;
  client_id: string | null;
  code: string | null;
  location: string | null;
  status: ProjectStatus;
}

export interface ActivityRow extends OwnedRow {
  status: ActivityStatus;
  project_id: string;
  category_id: string | null;
  description: string;
  date: string;
  /** Reported seconds; while pending, the seconds reported before the running interval began. */
  duration: number;
  tags: string[];
  records: ActivityRecord[];
  source: string | null;
  /** Set on an activity merged into another by group: it is hidden until ungroup. */
  grouped_into: string | null;
  /** Set on the master of a group: every member as it was before grouping, the master first. */
  grouped_from: ActivityRow[] | null;
}

export interface AuthorizationCodeRow extends Row {
  /** The id is the SHA-256 of the code; the code itself is never stored. */
  client_id: string;
  user_id: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
  code_challenge: string | null;
}

export interface TokenRow extends Row {
  /** The id is the SHA-256 of the token; the token itself is never stored. */
  kind: 'access' | 'refresh';
  user_id: string;
  client_id: string;
  /** Every token descended from one authorization code shares its grant, so a replay can revoke them all. */
  grant_id: string;
  expires_at: number;
  revoked_at: number | null;
  /** For a refresh token that has been exchanged: when, so a retried exchange is honoured for a short grace. */
  rotated_at: number | null;
}

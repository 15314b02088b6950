// Group merges activities of one project and one date into the first of them (the master); ungroup puts
// every member back as it was. The master keeps the members as they were, and the others are hidden
// (410) while grouped, so nothing is lost either way. Edits made to the master while grouped are undone
// by ungroup, which restores the originals.
//
// A group's members are a flat set: grouping a group takes in its members, not the group, so groups
// never nest however often a master is grouped again, and the merged duration is held to the same
// limit as any other.
import { MAX_DURATION_SECONDS } from '../../models';
import type { ActivityOriginal, ActivityRow } from '../db/schema';
import { invalidState } from '../http/errors';
import { localDate } from './timestamps';

const originalOf = (row: ActivityRow): ActivityOriginal => ({
  id: row.id,
  status: row.status,
  project_id: row.project_id,
  category_id: row.category_id,
  description: row.description,
  date: row.date,
  duration: row.duration,
  tags: row.tags,
  records: row.records,
  source: row.source,
});

/** The members as they were before any grouping: a master stands for the originals it holds. */
const originalsOf = (row: ActivityRow): ActivityOriginal[] => row.grouped_from ?? [originalOf(row)];

/** The rows to store: the merged master first, then every other member, hidden in it. */
export function groupActivities(members: ActivityRow[], held: ActivityRow[]): ActivityRow[] {
  const [master] = members;
  members.forEach((member, i) => {
    if (member.status === 'pending') {
      throw invalidState(`activity_ids[${i}]`, `activity ${member.id} is a running timer: stop it before grouping`);
    }
    if (member.project_id !== master.project_id) {
      throw invalidState(`activity_ids[${i}]`, 'grouped activities must all belong to one project');
    }
    if (localDate(member.date) !== localDate(master.date)) {
      throw invalidState(`activity_ids[${i}]`, 'grouped activities must all be on one date');
    }
  });
  const duration = members.reduce((sum, member) => sum + member.duration, 0);
  if (duration > MAX_DURATION_SECONDS) {
    throw invalidState('activity_ids', `grouped, these activities would last ${duration} seconds, more than the ${MAX_DURATION_SECONDS} one activity may`);
  }
  const merged: ActivityRow = {
    ...master,
    // The spec concatenates the descriptions; one that several members share ("Work on Apollo") is written once.
    description: [...new Set(members.map((member) => member.description))].join('; '),
    duration,
    tags: [...new Set(members.flatMap((member) => member.tags))],
    records: members.flatMap((member) => member.records).sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time)),
    grouped_into: null,
    grouped_from: members.flatMap(originalsOf),
  };
  // Members of a member that was itself a group now belong to the new master.
  const hidden = [...members.slice(1), ...held].map((member) => ({ ...member, grouped_into: master.id, grouped_from: null }));
  return [merged, ...hidden];
}

/** Every member restored as it was, the master first. */
export function ungroupActivity(master: ActivityRow, members: ActivityRow[]): ActivityRow[] {
  if (!master.grouped_from) throw invalidState('id', `activity ${master.id} is not a group`);
  const rows = new Map([master, ...members].map((row) => [row.id, row]));
  return master.grouped_from.flatMap((original) => {
    const row = rows.get(original.id);
    return row ? [{ ...row, ...original, grouped_into: null, grouped_from: null }] : [];
  });
}

// Group merges activities of one project and one date into the first of them (the master); ungroup puts
// every member back as it was. The master keeps the members' rows as they were, and the others are hidden
// (410) while grouped, so nothing is lost either way. Edits made to the master while grouped are undone
// by ungroup, which restores the originals.
import { invalidState } from '../http/errors';
import type { ActivityRow } from '../store/rows';
import { localDate } from './timestamps';

export function groupActivities(members: ActivityRow[]): ActivityRow[] {
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
  const merged: ActivityRow = {
    ...master,
    description: members.map((member) => member.description).join('; '),
    duration: members.reduce((sum, member) => sum + member.duration, 0),
    tags: [...new Set(members.flatMap((member) => member.tags))],
    records: members.flatMap((member) => member.records).sort((a, b) => a.start_time.localeCompare(b.start_time)),
    grouped_from: members,
  };
  return [merged, ...members.slice(1).map((member) => ({ ...member, grouped_into: master.id }))];
}

export function ungroupActivity(master: ActivityRow): ActivityRow[] {
  if (!master.grouped_from) throw invalidState('id', `activity ${master.id} is not a group`);
  return master.grouped_from.map((original) => ({ ...original, grouped_into: null }));
}

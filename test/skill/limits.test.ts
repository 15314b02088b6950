// The limits the skill holds to are the service's own: a name, an id, a search term, a page.
import { MAX_DURATION_SECONDS as SERVICE_MAX_DURATION, Duration } from '../../models/activity';
import { ProjectListQuery } from '../../models/query';
import { Id, Name } from '../../models/schema';
import { MAX_DURATION_SECONDS, MAX_ID_CHARS, MAX_NAME_CHARS, MAX_PER_PAGE, MAX_SEARCH_CHARS } from '../../lambda/conversation/limits';
import { MAX_SLOT_CHARS } from '../../lambda/conversation/requests';

const maxOf = (schema: unknown) => (schema as { maxLength?: number; maximum?: number }).maxLength ?? (schema as { maximum?: number }).maximum;

test("the skill's limits are the service's schemas' limits", () => {
  expect(MAX_SEARCH_CHARS).toBe(maxOf(ProjectListQuery.properties.search));
  expect(MAX_NAME_CHARS).toBe(maxOf(Name));
  expect(MAX_ID_CHARS).toBe(maxOf(Id));
  expect(MAX_PER_PAGE).toBe(maxOf(ProjectListQuery.properties.per_page));
  expect(MAX_DURATION_SECONDS).toBe(SERVICE_MAX_DURATION);
  expect(MAX_DURATION_SECONDS).toBe(maxOf(Duration));
});

test('slot text is never longer than the service searches for', () => {
  expect(MAX_SLOT_CHARS).toBeLessThanOrEqual(maxOf(ProjectListQuery.properties.search)!);
});

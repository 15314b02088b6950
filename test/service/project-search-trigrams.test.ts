// The in-process trigram scores (service/search/trigrams.ts) against the database's own pg_trgm, on
// whichever engine the tests run: the in-memory search index must score exactly as pg_trgm would.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../service/db/database';
import { plain } from '../../service/db/text-forms';
import { trigramScores } from '../../service/search/trigrams';
import { syntheticProjects } from '../../bench/workspace';
import { testDatabase } from '../support/database';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const TERMS = ['apollo website', 'apolo', 'nimbus checkout audit', 'fernwod campain', 'payment flows', 'a', 'ab', 'x y z', 'api', 'the the the',
  'smithson packging', 'summit api migration 3', 'kubecon', 'website website', 'orion', 'o', 'launch 2', 'abcabcabc', 'redesign of the apollo'];
const TEXTS = [
  ...syntheticProjects(60).flatMap((p) => [p.name, p.description]),
  'abcabcabcabc', 'a b c a b c', 'the apollo the apollo', 'x', '', 'launch 2 launch 22 launch', 'website redesign website',
];

test('similarity and word_similarity match pg_trgm for every pair, to the last bit', async () => {
  const pairs = TERMS.flatMap((term) => TEXTS.map((text) => [plain(term), plain(text)] as const));
  const rows = await rowsOf<{ similarity: number; word_similarity: number }>(
    database.db,
    sql`SELECT similarity(pair->>1, pair->>0)::float8 AS similarity, word_similarity(pair->>0, pair->>1)::float8 AS word_similarity
        FROM jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) WITH ORDINALITY AS p(pair, n) ORDER BY n`,
  );
  const mismatches = pairs
    .map(([term, text], i) => ({ term, text, mine: trigramScores(term, text), theirs: { similarity: Number(rows[i].similarity), wordSimilarity: Number(rows[i].word_similarity) } }))
    .filter((pair) => pair.mine.similarity !== pair.theirs.similarity || pair.mine.wordSimilarity !== pair.theirs.wordSimilarity);
  expect(mismatches.slice(0, 5)).toEqual([]);
  expect(pairs.length).toBeGreaterThan(2000);
});

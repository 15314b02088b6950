import { convo } from './h';
const h = convo();
jest.setTimeout(120_000);

async function logOff() {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  await h.say('yes');
  h.at('11:05');
}

test('undo of a log taken off a running timer, resume refused', async () => {
  await logOff();
  await h.dump('BEFORE UNDO');
  h.fault({ errorRate: 1, method: 'POST', path: /\/resume$/ });
  await h.say('ask time tracker to undo that');
  h.fault(null);
  await h.dump();
  h.at('11:10');
  await h.say('ask time tracker what am i working on');
});

test('correction of a log taken off a running timer, resume refused', async () => {
  await logOff();
  h.fault({ errorRate: 1, method: 'POST', path: /\/resume$/ });
  await h.say('ask time tracker to make that an hour');
  h.fault(null);
  await h.dump();
  await h.say('ask time tracker to undo that');
  await h.dump('AFTER UNDO');
});

test('log taken off, the stop answer lost (dropped after)', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  h.fault({ dropRate: 1, path: /\/stop$/, when: 'after' });
  await h.say('yes');
  h.fault(null);
  await h.dump();
});

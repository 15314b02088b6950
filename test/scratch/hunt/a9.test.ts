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

test('delete after yes with resume refused, then undo', async () => {
  await logOff();
  await h.say('ask time tracker to delete that');
  h.fault({ errorRate: 1, path: /resume$/ });
  await h.say('yes');
  h.fault(null);
  h.at('11:06');
  await h.say('ask time tracker to undo that');
  await h.dump();
  await h.say('ask time tracker what am i working on');
});

test('log taken off with resume refused, then what am I working on', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  h.fault({ dropRate: 1, path: /resume$/ });
  await h.say('yes');
  h.fault(null);
  h.at('12:00');
  await h.say('ask time tracker what am i working on');
  await h.dump();
});

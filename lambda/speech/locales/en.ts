// What the skill says, in English. Values in {{double braces}} are escaped for SSML; {{- list}} takes a
// list already built (and escaped) by the speech helpers.
export const en = {
  launch: {
    welcome: "Welcome to Time Tracker. You can start a timer for a project, log time you've spent, or ask what you're working on. What would you like to do?",
    welcomeRunning: 'Welcome back. Your timer for {{project}} has been running for {{elapsed}}. What would you like to do?',
    reprompt: 'You can say, start a timer for a project, or, log two hours on a project.',
  },
  help: {
    speech:
      'You can say: start a timer for Apollo. Stop my timer. Log an hour and a half on Apollo for yesterday. Or, what am I working on? You can also say, list my projects. What would you like to do?',
    reprompt: 'What would you like to do?',
  },
  link: {
    needed: 'To track your time, link your Time Tracker account in the Alexa app. I sent a card there to help.',
    again: 'Your Time Tracker account needs to be linked again. I sent a card to the Alexa app to help.',
  },
  start: {
    askProject: 'Which project should I start the timer for?',
    started: 'Started a timer for {{project}}.',
    startedAfterStopping: 'Stopped your timer for {{- previous}}, and started one for {{project}}.',
    alreadyRunning: 'Your timer for {{project}} is already running, at {{elapsed}}.',
    stoppedOthersAlreadyRunning: 'Stopped your timer for {{- previous}}. Your timer for {{project}} was already running, at {{elapsed}}.',
    stoppedFirst: 'I stopped your timer for {{- previous}}.',
    unsure:
      "Your time tracker didn't answer in time, so I can't tell whether your timer for {{project}} started. Ask me what you're working on in a moment, and I'll check.",
    notStarted: "I couldn't reach your time tracker, so I didn't start a timer for {{project}}. Please try again in a moment.",
    notStartedRunning: "I couldn't reach your time tracker, so your timer for {{- running}} is still running, and nothing new was started. Please try again in a moment.",
    notStartedMaybeRunning:
      "Your time tracker didn't answer in time, so your timer for {{- running}} may still be running, and nothing new was started. Please try again in a moment.",
  },
  stop: {
    nothingRunning: "You don't have a timer running.",
    stopped: 'Stopped your timer for {{project}} after {{elapsed}}.',
    stoppedMany: 'Stopped {{count}} timers: {{- list}}.',
    whichOne: 'You have {{count}} timers running: {{- list}}. Which one should I stop? You can also say, all of them.',
    whichOneReprompt: 'Which timer should I stop: {{- options}}? Or say, all of them.',
    notRunningFor: "You don't have a timer running for {{project}}. Your running timer is for {{- running}}.",
    failed: "I couldn't reach your time tracker, so your timer for {{- running}} is still running. Please try again in a moment.",
    unsure: "Your time tracker didn't answer in time, so I can't tell whether your timer for {{- running}} stopped. Ask me what you're working on in a moment, and I'll check.",
  },
  log: {
    askDuration: 'How long did you work?',
    askProject: 'Which project was that for?',
    askDay: 'Which day was that? For example, yesterday, or last Friday.',
    durationZero: "That's no time at all. How long did you work?",
    durationTooLong: "{{duration}} is more than a day, so I can't log it as one entry. How long did you work?",
    durationUnclear: "Sorry, I didn't catch how long. How long did you work?",
    logged: 'Logged {{duration}} to {{project}} for {{- day}}.',
    failed: "I couldn't reach your time tracker, so I didn't log the {{duration}} for {{project}}. Please try again in a moment.",
    unsure:
      "Your time tracker didn't answer in time, so I can't tell whether the {{duration}} for {{project}} was logged. Please check your time log before logging it again.",
  },
  which: {
    nothing: "You're not tracking anything right now. You can say, start a timer for a project.",
    one: "You're working on {{project}}. The timer has been running for {{elapsed}}.",
    many: 'You have {{count}} timers running: {{- list}}.',
    withClient: '{{heard}} is {{project}}, for {{client}}.',
    withoutClient: '{{heard}} is {{project}}. It has no client.',
  },
  resolve: {
    didYouMean: 'Did you mean {{- options}}?',
    didYouMeanReprompt: 'Which one: {{- options}}? Or say, neither.',
    notFound: "I couldn't find a project called {{heard}}. Would you like me to list your projects?",
    notFoundReprompt: 'Should I list your projects?',
    unclearChoice: 'Sorry, which one did you mean: {{- options}}? Or say, neither.',
    neither: 'OK. Would you like me to list your projects, or start over?',
    neitherReprompt: 'Should I list your projects? You can also say, start over.',
    confirmStart: 'Shall I start a timer for {{project}}?',
    noProjects: "You don't have any projects yet. You can say, create a project called, and then its name.",
  },
  list: {
    all: 'You have {{count}} projects: {{- list}}.',
    first: 'You have {{count}} projects. The first {{shown}} are: {{- list}}.',
    next: 'You can say, start a timer for, and a project name.',
    none: "You don't have any projects yet. You can say, create a project called, and then its name.",
  },
  create: {
    askName: 'What should the new project be called?',
    created: 'Created the project {{project}}. Shall I start a timer for it?',
    exists: 'You already have a project called {{project}}. Shall I start a timer for it?',
    failed: "I couldn't reach your time tracker, so I didn't create {{project}}. Please try again in a moment.",
    unsure:
      "Your time tracker didn't answer in time, so I can't tell whether {{project}} was created. Ask me to start a timer for it in a moment, and I'll check.",
  },
  answer: {
    okay: 'OK.',
    startOver: "OK, let's start over. What would you like to do?",
    whatNext: 'OK. What would you like to do?',
    nothingToAnswer: "Sorry, I'm not sure what that answers. You can start or stop a timer, log time, or ask what you're working on.",
  },
  fallback: {
    pending: "Sorry, I didn't get that. {{- question}}",
    speech: "Sorry, I didn't get that. You can start or stop a timer, log time, or ask what you're working on. What would you like to do?",
    reprompt: 'What would you like to do?',
  },
  goodbye: 'Goodbye.',
  // Descriptions sent to the service: plain text, not speech.
  descriptions: {
    timer: 'Work on {{- project}}',
    logged: 'Work on {{- project}}',
  },
  progress: {
    oneMoment: 'One moment.',
  },
  errors: {
    unavailable: "I couldn't reach your time tracker just now, so nothing was changed. Please try again in a moment.",
    forbidden: "That project belongs to a different account, so I can't use it.",
    gone: "That project was deleted, so I can't book time to it. You can recover it on the website.",
    refused: "Your time tracker didn't accept that, so nothing was changed.",
    generic: 'Sorry, something went wrong on my side. Please try again.',
  },
  time: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    lessThanAMinute: 'less than a minute',
    and: '{{a}} and {{b}}',
    today: 'today',
    yesterday: 'yesterday',
  },
  list_join: {
    or: '{{- rest}}, or {{- last}}',
    and: '{{- rest}}, and {{- last}}',
    or_two: '{{- first}} or {{- last}}',
    and_two: '{{- first}} and {{- last}}',
  },
};

export type SpeechResources = typeof en;

// The frame every document of the skill shares: APL's version, the dark theme, and one full-screen
// container whose data comes in as `payload`.
export const APL_VERSION = '2023.3';

export const fullScreenDocument = (container: Record<string, unknown>) => ({
  type: 'APL',
  version: APL_VERSION,
  theme: 'dark',
  mainTemplate: {
    parameters: ['payload'],
    items: [{ type: 'Container', width: '100vw', height: '100vh', ...container }],
  },
});

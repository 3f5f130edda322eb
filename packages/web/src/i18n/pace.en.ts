/** Issue 45 pace controls (other seats' moves played step by step at the table), English. */
export const paceEn = {
  'pace.label': 'Other players’ moves',
  'pace.skip': 'Skip to now',
  'pace.speed': 'Speed',
  'pace.speed1': 'Normal',
  'pace.speed2': 'Fast',
  'pace.speedInstant': 'At once',
  'pace.waiting': '{n, plural, one {# more move} other {# more moves}} to show',
};

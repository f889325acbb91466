// lottie-web's light build as an ES module (SVG renderer only, no expressions: no eval); its
// types are the package's own.
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import type { AnimationItem, LottiePlayer } from 'lottie-web';

  const lottie: LottiePlayer & { getRegisteredAnimations(): Array<AnimationItem & { wrapper?: Element }> };
  export default lottie;
}

// Attributes React 18 passes through as plain strings but its types leave out.
import 'react';

declare module 'react' {
  // A merged interface repeats React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface SVGAttributes<T> {
    /** The shadow part name, for a host page's `::part()` styles. */
    part?: string | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** `''` makes the element inert; leave it out otherwise. */
    inert?: '' | undefined;
  }
}

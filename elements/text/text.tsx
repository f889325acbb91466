import type { ElementProps } from '../../src/define.js';
import { Html } from '../../src/ui/html.js';
import type { TextConfig } from './config.js';

/** Rich text from `config.html`, sanitised (no scripts, handlers or javascript: URLs). */
export function Text({ config }: ElementProps<TextConfig>) {
  return <Html html={config.html} part="content" className="content" />;
}

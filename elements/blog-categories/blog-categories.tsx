import type { ElementProps } from '../../src/define.js';
import type { BlogCategoriesConfig } from './config.js';

export function BlogCategories({ config }: ElementProps<BlogCategoriesConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}

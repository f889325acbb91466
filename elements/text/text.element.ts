import { defineElement } from '../../src/define.js';
import { textDefaults, textKinds } from './config.js';
import { Text } from './text.js';
import css from './text.css';

export default defineElement('weft-text', Text, { defaults: textDefaults, kinds: textKinds, css });

import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * The app's dayjs, in Chinese (weekday and month names, weeks from Monday, as antd's date pickers draw them). Every
 * module that formats or picks dates imports dayjs from here, so the library and its locale load with the pages that
 * show dates, not with every page's first load (docs/decisions/034).
 */
dayjs.locale('zh-cn');

export type { Dayjs } from 'dayjs';
export { dayjs };

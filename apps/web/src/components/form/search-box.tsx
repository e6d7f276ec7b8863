import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import './search-box.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The words to search for (Enter, the button, or clearing the box: then ''). */
  onSearch: (value: string) => void;
  /** The button's text: 搜索 above a list, 查询 in a queue's filters; without one, Enter alone searches. */
  buttonText?: string;
  placeholder?: string;
  className?: string;
  maxLength?: number;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A keyword box with its button above a list, drawn as antd's Input.Search looks (search-box.css, from antd's tokens)
 * with a native input: a list's first screen no longer loads antd's Input (9.5 KiB served) for it (docs/decisions/034).
 * It behaves as Input.Search did: Enter (not the Enter that ends a Chinese input method's composition) and the button
 * search, and clearing the box searches for everything again.
 */
export const SearchBox = ({
  value,
  onChange,
  onSearch,
  buttonText,
  placeholder,
  className,
  maxLength,
  autoFocus,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: SearchBoxProps) => {
  const input = useRef<HTMLInputElement>(null);
  // What the box holds, read from the box itself, as antd's Input.Search does: on a page the server drew, words typed
  // before the app took the page over are in the box but not yet in `value` (decision 036 holds the click meanwhile).
  const search = () => {
    const typed = input.current?.value ?? value;
    if (typed !== value) onChange(typed);
    onSearch(typed);
  };
  return (
    <span
      className={['search-box', buttonText ? undefined : 'search-box--alone', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className="search-box__field">
        <input
          ref={input}
          type="search"
          enterKeyHint="search"
          placeholder={placeholder}
          aria-label={label}
          aria-labelledby={labelledBy}
          maxLength={maxLength}
          // biome-ignore lint/a11y/noAutofocus: only on the search pages, which the reader opened to type in this box.
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) search();
          }}
        />
        {value ? (
          <button
            type="button"
            className="search-box__clear"
            aria-label="清除关键词"
            onClick={() => {
              onChange('');
              onSearch('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        ) : null}
      </span>
      {buttonText ? (
        <Button type="primary" className="search-box__button" onClick={search}>
          {buttonText}
        </Button>
      ) : null}
    </span>
  );
};

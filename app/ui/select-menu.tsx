import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { FieldShell } from "./field-shell";
import {
  MOBILE_MEDIA_QUERY,
  NOTHING_FOUND,
  type SelectOption,
  filterOptions,
  isSelectable,
  selectableOptions,
  selectedTitles,
  shouldShowSearch,
  type SelectProps,
} from "./select-options";
import { useMediaQuery } from "./use-hydrated";

interface SelectMenuProps extends SelectProps {
  id: string;
  values: string[];
  onValuesChange: (values: string[]) => void;
  message?: string;
  describedBy?: string;
}

/**
 * The enhanced Select: a combobox button opening a listbox (ARIA 1.2 select-only combobox, with a
 * search box when the list is long). The value travels in a hidden <select> with the field's
 * name; it dispatches input/change when the choice changes and focusout when the list closes, so
 * conform validates it like any other field.
 */
export function SelectMenu({
  id,
  name,
  label,
  required,
  size = "medium",
  hint,
  disabled,
  className,
  options,
  multiple = false,
  columns = 1,
  placeholder = "Выберите",
  values,
  onValuesChange,
  message,
  describedBy,
}: SelectMenuProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const carrier = useRef<HTMLSelectElement>(null);
  const userChanged = useRef(false);
  const wasOpen = useRef(false);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);

  const all = selectableOptions(options).map(({ option }) => option);
  const withSearch = shouldShowSearch(all.length, isMobile);
  const visibleTree = filterOptions(options, query);
  const visible = selectableOptions(visibleTree).map(({ option }) => option);
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const optionId = (option: SelectOption) => `${id}-option-${option.id}`;
  const activeOption = open ? visible[active] : undefined;

  // Mirror the choice into the hidden select and tell form listeners (conform) about it.
  useEffect(() => {
    const select = carrier.current;
    if (!select) return;
    for (const option of select.options) option.selected = values.includes(option.value);
    if (!userChanged.current) return;
    userChanged.current = false;
    select.dispatchEvent(new Event("input", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, [values]);

  // Closing the list is the widget's blur.
  useEffect(() => {
    if (wasOpen.current && !open) {
      carrier.current?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    return () => document.removeEventListener("mousedown", closeOutside);
  }, [open]);

  // Keep the option chosen with the arrow keys in view.
  const activeId = activeOption ? optionId(activeOption) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function openList() {
    const firstChosen = visible.findIndex((option) => values.includes(option.value));
    setActive(Math.max(firstChosen, 0));
    setOpen(true);
  }

  function close({ focusTrigger }: { focusTrigger: boolean }) {
    setOpen(false);
    setQuery("");
    if (focusTrigger) trigger.current?.focus();
  }

  function choose(option: SelectOption) {
    userChanged.current = true;
    if (multiple) {
      onValuesChange(
        values.includes(option.value) ? values.filter((value) => value !== option.value) : [...values, option.value],
      );
    } else {
      onValuesChange([option.value]);
      close({ focusTrigger: true });
    }
  }

  /** Keys of the open list, handled by whichever element has focus (button or search box). */
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!open) {
      if (["ArrowDown", "ArrowUp"].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const last = visible.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === "Enter" || (event.key === " " && !withSearch)) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close({ focusTrigger: true });
    } else if (event.key === "Tab") {
      close({ focusTrigger: false });
    }
  }

  const renderOptions = (nodes: SelectOption[]): ReactNode =>
    nodes.map((option) => {
      if (!isSelectable(option)) {
        const groupId = `${optionId(option)}-group`;
        return (
          <li key={option.id} role="presentation" className="select__group">
            <span id={groupId} className="select__group-title">
              {option.title}
            </span>
            <ul role="group" aria-labelledby={groupId} className="select__options">
              {renderOptions(option.children ?? [])}
            </ul>
          </li>
        );
      }
      const selected = values.includes(option.value);
      return (
        // The keyboard works on the search box or button, which points at the active option
        // (aria-activedescendant), as the ARIA listbox pattern asks; a click chooses directly.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.id}
          id={optionId(option)}
          role="option"
          aria-selected={selected}
          className={[
            "select__option",
            selected && "select__option--selected",
            option === activeOption && "select__option--active",
          ]
            .filter(Boolean)
            .join(" ")}
          // Keep focus on the button or search box while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(option)}
        >
          {option.title}
        </li>
      );
    });

  const titles = selectedTitles(options, values);
  const classes = ["select", `select--${size}`, open && "select--open", className];
  return (
    <FieldShell
      {...{ id, label, labelId, required, size, hint, message }}
      className={classes.filter(Boolean).join(" ")}
    >
      <div ref={root} className="select__control">
        <button
          ref={trigger}
          type="button"
          id={id}
          role="combobox"
          className="field__input select__trigger"
          aria-labelledby={`${labelId} ${id}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          // Names the list only while it is drawn, when open: ARIA 1.2 asks for aria-controls while
          // the popup is displayed, and a reference to no element is an error to a checker.
          aria-controls={open ? listId : undefined}
          aria-activedescendant={withSearch ? undefined : activeId}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => (open ? close({ focusTrigger: false }) : openList())}
          onKeyDown={handleKeyDown}
        >
          <span className={titles.length ? "select__value" : "select__placeholder"}>
            {titles.length ? titles.join(", ") : placeholder}
          </span>
        </button>
        {open && (
          <div className="select__popup">
            {withSearch && (
              <input
                type="search"
                className="field__input select__search"
                role="combobox"
                aria-label="Поиск"
                aria-autocomplete="list"
                aria-expanded="true"
                aria-controls={listId}
                aria-activedescendant={activeId}
                autoComplete="off"
                // The list opened on purpose: the search box takes the focus.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setActive(0);
                }}
                onKeyDown={handleKeyDown}
              />
            )}
            <ul
              id={listId}
              role="listbox"
              aria-labelledby={labelId}
              aria-multiselectable={multiple || undefined}
              className={`select__list select__list--columns-${columns}`}
            >
              {renderOptions(visibleTree)}
            </ul>
            {visible.length === 0 && (
              <p className="select__empty" role="status">
                {NOTHING_FOUND}
              </p>
            )}
          </div>
        )}
        <select
          ref={carrier}
          name={name}
          multiple={multiple}
          defaultValue={multiple ? values : (values[0] ?? "")}
          hidden
          aria-hidden="true"
          tabIndex={-1}
        >
          {!multiple && <option value="" />}
          {all.map((option) => (
            <option key={option.id} value={option.value} />
          ))}
        </select>
      </div>
    </FieldShell>
  );
}

import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from "react";
import { DayPicker, type DropdownProps } from "react-day-picker";

import styles from "./CustomDropdownListbox.module.css";

/**
 * A select-only combobox: a button that opens a list of options. It stands
 * in for the select component of a UI library.
 */
function ListboxDropdown(props: DropdownProps) {
  const { options = [], value, onChange, disabled } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Keep the active option in view as the keyboard moves through the list.
  useEffect(() => {
    if (!open) return;
    document
      .getElementById(`${listId}-${active}`)
      ?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  // DayPicker's handler reads `e.target.value` and nothing else.
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (!option || option.disabled) return;
    onChange?.({
      target: { value: String(option.value) },
    } as ChangeEvent<HTMLSelectElement>);
  };

  // The next enabled option from `from`, going up (-1) or down (+1).
  const step = (from: number, direction: 1 | -1) => {
    for (
      let i = from + direction;
      i >= 0 && i < options.length;
      i += direction
    ) {
      if (!options[i]?.disabled) return i;
    }
    return from;
  };

  const openList = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const keys = [
      "ArrowDown",
      "ArrowUp",
      "Home",
      "End",
      "Enter",
      " ",
      "Escape",
    ];
    if (!keys.includes(e.key)) return;
    if (!open && e.key === "Escape") return;
    e.preventDefault();
    if (!open) {
      if (e.key === "Home") openList(step(-1, 1));
      else if (e.key === "End") openList(step(options.length, -1));
      else openList(Math.max(selectedIndex, 0));
      return;
    }
    if (e.key === "ArrowDown") setActive(step(active, 1));
    if (e.key === "ArrowUp") setActive(step(active, -1));
    if (e.key === "Home") setActive(step(-1, 1));
    if (e.key === "End") setActive(step(options.length, -1));
    if (e.key === "Enter" || e.key === " ") choose(active);
    if (e.key === "Escape") setOpen(false);
  };

  return (
    <span className={styles.dropdown}>
      <button
        type="button"
        role="combobox"
        className={styles.trigger}
        aria-label={props["aria-label"]}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        disabled={disabled}
        onClick={() =>
          open ? setOpen(false) : openList(Math.max(selectedIndex, 0))
        }
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      >
        {selected?.label} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={props["aria-label"]}
        className={styles.list}
        hidden={!open}
      >
        {options.map((option, index) => (
          // The combobox button handles the keys for its options.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            className={styles.option}
            data-active={index === active || undefined}
            // Keep the focus on the button while the pointer picks an option.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </span>
  );
}

export default function CustomDropdownListbox() {
  return (
    <DayPicker
      captionLayout="dropdown"
      defaultMonth={new Date(2026, 5)}
      startMonth={new Date(2024, 0)}
      endMonth={new Date(2028, 11)}
      components={{ Dropdown: ListboxDropdown }}
    />
  );
}

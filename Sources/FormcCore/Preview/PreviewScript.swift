/// The preview's only script: fixed text of formc's own. It reads nothing but
/// the page's DOM (indexes and ids formc wrote), so no spec text ever enters
/// script context. It opens and closes picker wheels, filters dependent lists
/// by their parent's choice (clearing a choice the new parent no longer
/// offers, as the generated model does), toggles "Show issues", shows, hides,
/// enables and disables rows and sections by their conditions (data from
/// ``PreviewConditions``, read with `JSON.parse`), and with `?selftest` in the
/// URL clicks every picker, every switch that drives a condition and the
/// issues switch itself and writes what it saw into `#selftest` for
/// `scripts/preview-check`.
enum PreviewScript {
    static let javascript: StaticString = """
    (function () {
      "use strict";
      var doc = document;
      function wheelOf(button) { return doc.getElementById(button.getAttribute("aria-controls")); }
      function setOpen(button, open) {
        var wheel = wheelOf(button);
        wheel.hidden = !open;
        button.setAttribute("aria-expanded", open ? "true" : "false");
      }
      function closeAll(except) {
        doc.querySelectorAll("button.picker-value").forEach(function (button) { if (button !== except) { setOpen(button, false); } });
      }
      function choose(button, item) {
        var wheel = wheelOf(button);
        wheel.querySelectorAll("li").forEach(function (li) { li.setAttribute("aria-selected", li === item ? "true" : "false"); });
        button.dataset.selected = item ? item.dataset.index : "";
        button.querySelector(".value").textContent = item ? item.querySelector(".text").textContent : button.dataset.empty;
        button.classList.toggle("chosen", !!item);
        filterChildren(button);
        applyConditions();
      }
      function filterChildren(parentButton) {
        doc.querySelectorAll(".wheel[data-parent]").forEach(function (wheel) {
          if (wheel.dataset.parent !== parentButton.dataset.row) { return; }
          var chosen = parentButton.dataset.selected;
          var child = doc.getElementById(wheel.dataset.button);
          var selected = null;
          wheel.querySelectorAll("li").forEach(function (li) {
            var offered = chosen !== "" && (" " + li.dataset.parents + " ").indexOf(" " + chosen + " ") >= 0;
            li.hidden = !offered;
            if (offered && li.getAttribute("aria-selected") === "true") { selected = li; }
          });
          choose(child, selected);
        });
      }
      doc.querySelectorAll("button.picker-value").forEach(function (button) {
        button.addEventListener("click", function () {
          var open = button.getAttribute("aria-expanded") !== "true";
          closeAll(button);
          setOpen(button, open);
        });
        wheelOf(button).addEventListener("click", function (event) {
          var item = event.target.closest("li");
          if (!item || item.dataset.index === undefined) { return; }
          choose(button, item);
          setOpen(button, false);
        });
      });
      doc.querySelectorAll("button.picker-value").forEach(function (button) {
        if (!doc.querySelector(".wheel[data-button='" + button.id + "'][data-parent]")) { filterChildren(button); }
      });
      // Conditions: a test reads the value shown (a switch, a picker's row, a typed text).
      function rowOf(i) { return doc.getElementById("field-" + i); }
      function isShown(el) { return !!el && !el.closest("[hidden]"); }
      function valueOf(i) {
        var row = rowOf(i);
        if (!row) { return null; }
        var input = doc.getElementById("input-" + i);
        if (row.dataset.kind === "toggle") { return !!(input && input.checked); }
        var picker = doc.getElementById("picker-" + i);
        if (picker) { return picker.dataset.selected === "" ? null : Number(picker.dataset.selected); }
        if (input && (input.tagName === "INPUT" || input.tagName === "TEXTAREA")) { return input.value.trim() === "" ? null : input.value; }
        return null;
      }
      function fieldsOf(c, out) {
        if (c && (c.all || c.any)) { (c.all || c.any).forEach(function (x) { fieldsOf(x, out); }); }
        else if (c && c.not) { fieldsOf(c.not, out); }
        else if (c && typeof c === "object") { out.push(c.f); }
        return out;
      }
      function same(a, b) { return typeof a === "string" && typeof b === "number" ? Number(a) === b : a === b; }
      function holds(c) {
        if (!c) { return false; }
        if (c.all) { return c.all.every(holds); }
        if (c.any) { return c.any.some(holds); }
        if (c.not) { return !holds(c.not); }
        var value = valueOf(c.f);
        var matches = value !== null && c.v.some(function (v) { return same(value, v); });
        switch (c.op) {
        case "equals": case "in": return matches;
        case "not_equals": case "not_in": return !matches;
        case "empty": return value === null;
        case "not_empty": return value !== null;
        }
        var a = Number(value), b = Number(c.v[0]);
        if (value === null || isNaN(a) || isNaN(b)) { return false; }
        return c.op === "less_than" ? a < b : c.op === "at_most" ? a <= b : c.op === "greater_than" ? a > b : a >= b;
      }
      var conditional = Array.prototype.slice.call(doc.querySelectorAll("[data-visible-when]"));
      var enabling = Array.prototype.slice.call(doc.querySelectorAll("[data-enabled-when]"));
      function condition(el, name) { return JSON.parse(el.getAttribute(name)); }
      function applyConditions() {
        if (!conditional) { return; }  // Pickers filtered while the page starts.
        // A field counts only while shown (a chain hides as a whole): repeat until nothing changes.
        for (var pass = 0; pass <= conditional.length; pass++) {
          var changed = false;
          conditional.forEach(function (el) {
            var c = condition(el, "data-visible-when");
            var shown = holds(c) && fieldsOf(c, []).every(function (i) { return isShown(rowOf(i)); });
            if (el.hidden === shown) { el.hidden = !shown; changed = true; }
          });
          if (!changed) { break; }
        }
        enabling.forEach(function (el) {
          var enabled = holds(condition(el, "data-enabled-when"));
          el.classList.toggle("disabled", !enabled);
          el.querySelectorAll("input, textarea, button").forEach(function (input) { input.disabled = !enabled; });
        });
      }
      doc.addEventListener("change", applyConditions);
      doc.addEventListener("input", applyConditions);
      applyConditions();
      var issuesSwitch = doc.getElementById("show-issues");
      function showIssues() { doc.body.classList.toggle("show-issues", issuesSwitch.checked); }
      issuesSwitch.addEventListener("change", showIssues);
      showIssues();
      if (!/[?&]selftest\\b/.test(location.search)) { return; }
      var failures = [];
      var pickers = doc.querySelectorAll("button.picker-value");
      pickers.forEach(function (button) {
        if (!isShown(button) || button.disabled) { return; }
        button.click();
        var wheel = wheelOf(button);
        var shown = Array.prototype.filter.call(wheel.querySelectorAll("li"), function (li) { return li.offsetHeight > 0; });
        if (wheel.hidden || wheel.offsetHeight === 0) { failures.push(button.id + " did not open"); }
        else if (shown.length === 0 && !wheel.dataset.parent && wheel.querySelector("li")) { failures.push(button.id + " shows no options"); }
        else if (shown.length > 0) {
          shown[0].click();
          if (button.dataset.selected !== shown[0].dataset.index || !wheel.hidden) { failures.push(button.id + " did not take a choice"); }
        }
        closeAll(null);
      });
      // Every switch a visibility condition reads shows or hides something on screen, and back.
      var drivers = {};
      conditional.forEach(function (el) { fieldsOf(condition(el, "data-visible-when"), []).forEach(function (i) { drivers[i] = true; }); });
      var switches = 0;
      Object.keys(drivers).forEach(function (i) {
        var input = doc.getElementById("input-" + i);
        if (!input || rowOf(i).dataset.kind !== "toggle" || !isShown(input) || input.disabled) { return; }
        switches += 1;
        var before = conditional.map(function (el) { return el.offsetHeight > 0; }).join();
        input.click();
        var after = conditional.map(function (el) { return el.offsetHeight > 0; }).join();
        input.click();
        if (before === after) { failures.push("switch " + i + " shows or hides nothing"); }
        if (conditional.map(function (el) { return el.offsetHeight > 0; }).join() !== before) { failures.push("switch " + i + " does not restore"); }
      });
      var issues = Array.prototype.filter.call(doc.querySelectorAll(".issue"), isShown);
      issuesSwitch.click();
      var visible = Array.prototype.filter.call(issues, function (issue) { return issue.offsetHeight > 0; }).length;
      if (visible !== issues.length) { failures.push("show issues showed " + visible + " of " + issues.length); }
      var result = doc.getElementById("selftest");
      result.dataset.pickers = String(pickers.length);
      result.dataset.issues = String(issues.length);
      result.dataset.switches = String(switches);
      result.dataset.result = failures.length === 0 ? "pass" : "fail";
      result.textContent = failures.length === 0 ? "selftest: pass" : "selftest: " + failures.join("; ");
    })();
    """
}

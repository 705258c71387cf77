/// The preview's only script: fixed text of formc's own. It reads nothing but
/// the page's DOM (indexes and ids formc wrote), so no spec text ever enters
/// script context. It opens and closes picker wheels, filters dependent lists
/// by their parent's choice (clearing a choice the new parent no longer
/// offers, as the generated model does), toggles "Show issues", and with
/// `?selftest` in the URL clicks every picker and the issues switch itself and
/// writes what it saw into `#selftest` for `scripts/preview-check`.
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
      var issuesSwitch = doc.getElementById("show-issues");
      function showIssues() { doc.body.classList.toggle("show-issues", issuesSwitch.checked); }
      issuesSwitch.addEventListener("change", showIssues);
      showIssues();
      if (!/[?&]selftest\\b/.test(location.search)) { return; }
      var failures = [];
      var pickers = doc.querySelectorAll("button.picker-value");
      pickers.forEach(function (button) {
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
      var issues = doc.querySelectorAll(".issue");
      issuesSwitch.click();
      var visible = Array.prototype.filter.call(issues, function (issue) { return issue.offsetHeight > 0; }).length;
      if (visible !== issues.length) { failures.push("show issues showed " + visible + " of " + issues.length); }
      var result = doc.getElementById("selftest");
      result.dataset.pickers = String(pickers.length);
      result.dataset.issues = String(issues.length);
      result.dataset.result = failures.length === 0 ? "pass" : "fail";
      result.textContent = failures.length === 0 ? "selftest: pass" : "selftest: " + failures.join("; ");
    })();
    """
}

#!/usr/bin/env python3
"""Opens playground demos in headless Chromium, drags them with real pointer input, and checks
that each page draws frames and that the drag moves the elements and comes to rest; that two
fingers drag as one; that a long press picks a grid item up and the pointer carries it to a new
place; and that every demo button runs its action to rest without an error.

usage: playground-browser-check.py BASE_URL SCREENSHOT_DIR
"""
import json
import re
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.chrome.service import Service


def positions(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#stage .el')).map(n => [n.dataset.key, n.style.left, n.style.top, n.style.transform]);")


def wait_for(driver, condition, what, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if driver.execute_script(condition):
            return
        time.sleep(0.05)
    raise SystemExit(f"timed out waiting for {what}")


def check(driver, base, demo, drag, screenshots):
    driver.get(f"{base}/demo/{demo}")
    wait_for(driver, "return +document.getElementById('stage').dataset.frames > 0", f"{demo}: a first frame")
    before = positions(driver)
    if not before:
        raise SystemExit(f"{demo}: the first frame drew no elements")
    stage = driver.find_element(By.ID, "stage")
    dx, dy = drag
    actions = ActionChains(driver, duration=16)
    actions.move_to_element(stage).click_and_hold()
    for _ in range(10):
        actions.move_by_offset(dx // 10, dy // 10)
    actions.release().perform()
    wait_for(driver, "return document.getElementById('stage').dataset.idle === 'true'", f"{demo}: rest after the drag")
    after = positions(driver)
    if after == before:
        raise SystemExit(f"{demo}: the drag moved nothing")
    frames = driver.execute_script("return +document.getElementById('stage').dataset.frames")
    pictures = check_artwork(driver, demo)
    driver.save_screenshot(f"{screenshots}/{demo}.png")
    print(f"{demo}: {len(before)} elements, {frames} frames, {pictures} pictures, moved and at rest")


def check_artwork(driver, demo):
    """Every artwork picture the page shows loads as an image; returns how many there are."""
    sizes = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const urls = new Set();
        for (const node of document.querySelectorAll('#stage .el')) {
          const match = /url\\("?([^")]*)"?\\)/.exec(node.style.backgroundImage);
          if (match) urls.add(match[1]);
        }
        Promise.all(Array.from(urls, url => new Promise(resolve => {
          const image = new Image();
          image.onload = () => resolve([url, image.naturalWidth]);
          image.onerror = () => resolve([url, 0]);
          image.src = url;
        }))).then(done);
    """)
    if not sizes:
        raise SystemExit(f"{demo}: no artwork pictures on the page")
    for url, width in sizes:
        if width <= 0:
            raise SystemExit(f"{demo}: the picture {url} did not load")
    return len(sizes)


def check_two_fingers(driver, base):
    """Two fingers on the wheel drag it as one pointer at their centroid: a finger coming or
    going moves nothing, so the page reports the drag without a jump."""
    driver.get(f"{base}/demo/wheel")
    wait_for(driver, "return +document.getElementById('stage').dataset.frames > 0", "wheel: a first frame")
    driver.execute_script("""
        window.sentPointers = [];
        const original = socket.send.bind(socket);
        socket.send = message => { const m = JSON.parse(message); if (m.type === 'pointer') sentPointers.push([m.phase, Math.round(m.x)]); original(message); };
    """)
    box = driver.execute_script("const b = document.getElementById('stage').getBoundingClientRect(); return [b.left, b.top, b.width, b.height];")
    x, y = box[0] + box[2] / 2, box[1] + box[3] / 2

    def touch(kind, *points):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
            "type": kind, "touchPoints": [{"x": px, "y": py, "id": index} for index, px, py in points]})
        time.sleep(0.05)

    touch("touchStart", (0, x, y))
    touch("touchMove", (0, x - 30, y))
    touch("touchStart", (0, x - 30, y), (1, x + 70, y))
    touch("touchMove", (0, x - 60, y), (1, x + 40, y))
    touch("touchMove", (0, x - 90, y), (1, x + 10, y))
    touch("touchEnd", (1, x + 10, y))          # the listed point lifts
    touch("touchMove", (0, x - 120, y))
    touch("touchEnd")
    wait_for(driver, "return document.getElementById('stage').dataset.idle === 'true'", "wheel: rest after two fingers")
    sent = driver.execute_script("return sentPointers;")
    start = sent[0][1] if sent else 0
    steps = [(phase, start - px) for phase, px in sent]
    # Each finger's move is its own event: the centroid goes half the way with each.
    expected = [("down", 0), ("move", 30), ("move", 45), ("move", 60), ("move", 75), ("move", 90), ("move", 120), ("up", 120)]
    if steps != expected:
        raise SystemExit(f"two fingers: the page sent {steps}, expected {expected}")
    status = driver.find_element(By.ID, "status").text
    if "at rest" not in status:
        raise SystemExit(f"two fingers: the status says {status!r}")
    print("wheel: two fingers drag as one pointer at their centroid")


def cells(driver):
    """Each cell's label and the centre of its box on the page."""
    return {label: (x, y) for label, x, y in driver.execute_script("""
        return Array.from(document.querySelectorAll('#stage .el:not(.sup)')).map(n => {
          const b = n.getBoundingClientRect();
          return [n.textContent.trim(), b.left + b.width / 2, b.top + b.height / 2];
        });""")}


def check_reorder(driver, base, screenshots):
    """reorder-grid: a press held still on item 1 for 0.8 s picks it up (a long press); the
    pointer carries it over item 6 and lets go. Item 1 then stands where item 6 stood, and item 6
    where item 5 stood: the others stepped back to make room."""
    driver.get(f"{base}/demo/reorder-grid")
    wait_for(driver, "return +document.getElementById('stage').dataset.frames > 0", "reorder-grid: a first frame")
    before = cells(driver)
    for label in ["1", "5", "6"]:
        if label not in before:
            raise SystemExit(f"reorder-grid: no cell labelled {label} on the first frame ({sorted(before)})")
    (x1, y1), (x6, y6) = before["1"], before["6"]
    actions = ActionChains(driver, duration=16)
    actions.w3c_actions.pointer_action.move_to_location(round(x1), round(y1))
    actions.w3c_actions.pointer_action.pointer_down()
    actions.w3c_actions.pointer_action.pause(0.8)
    for step in range(1, 11):
        actions.w3c_actions.pointer_action.move_to_location(round(x1 + (x6 - x1) * step / 10), round(y1 + (y6 - y1) * step / 10))
    actions.w3c_actions.pointer_action.pause(0.3)
    actions.w3c_actions.pointer_action.pointer_up()
    actions.perform()
    wait_for(driver, "return document.getElementById('stage').dataset.idle === 'true'", "reorder-grid: rest after the carry")
    after = cells(driver)
    def near(a, b):
        return abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2
    if not near(after.get("1", (0, 0)), before["6"]) or not near(after.get("6", (0, 0)), before["5"]):
        raise SystemExit(f"reorder-grid: after the carry item 1 is at {after.get('1')} (expected {before['6']}), "
                         f"item 6 at {after.get('6')} (expected {before['5']})")
    driver.save_screenshot(f"{screenshots}/reorder-grid.png")
    print("reorder-grid: a long press picked item 1 up and the pointer carried it to item 6's place")


def check_actions(driver, base):
    """Every button of every demo runs its action, and the demo comes to rest with no error:
    an action's animation runs to its end before the next is pressed, as a person would wait."""
    index = urllib.request.urlopen(f"{base}/").read().decode()
    pressed = 0
    for demo in sorted(set(re.findall(r'href="/demo/([a-z0-9-]+)"', index))):
        driver.get(f"{base}/demo/{demo}")
        wait_for(driver, "return +document.getElementById('stage').dataset.frames > 0", f"{demo}: a first frame")
        names = [button.text for button in driver.find_elements(By.CSS_SELECTOR, "#actions button")]
        for position, name in enumerate(names):
            before = driver.execute_script("return +document.getElementById('stage').dataset.frames")
            driver.find_elements(By.CSS_SELECTOR, "#actions button")[position].click()
            # The server answers a press with a frame, or with an error that the status shows.
            wait_for(driver, f"return +document.getElementById('stage').dataset.frames > {before}"
                             " || !document.getElementById('status').textContent.startsWith('frame')", f"{demo}: the answer to {name}")
            wait_for(driver, "return document.getElementById('stage').dataset.idle === 'true'"
                             " || !document.getElementById('status').textContent.startsWith('frame')", f"{demo}: rest after {name}")
            status = driver.find_element(By.ID, "status").text
            if "at rest" not in status:
                raise SystemExit(f"{demo}: after {name} the status says {status!r}")
            pressed += 1
    print(f"actions: {pressed} buttons pressed, each came to rest without an error")


def main():
    base, screenshots = sys.argv[1].rstrip("/"), sys.argv[2]
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=900,1000"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        check(driver, base, "wheel", (-150, 0), screenshots)
        check(driver, base, "pizza-halves", (0, -200), screenshots)
        check(driver, base, "carousel-cover-flow", (-200, 0), screenshots)
        check(driver, base, "photo-editor", (-200, 0), screenshots)
        check_two_fingers(driver, base)
        check_reorder(driver, base, screenshots)
        check_actions(driver, base)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()

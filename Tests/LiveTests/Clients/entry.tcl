# A Tk entry for the real-application tests (run by wish): Return sets the window's title to
# "typed: " and what was typed in it.
wm title . "entry"
entry .text -width 30
pack .text -padx 20 -pady 20
focus .text
bind .text <Return> { wm title . "typed: [.text get]" }
